import SwiftUI

fileprivate struct TimeTrialCompactLeadingView: View {
    let teamName: String

    var body: some View {
        Image(systemName: "stopwatch")
            .foregroundStyle(WidgetColors.accent)
            .accessibilityLabel(teamName)
    }
}
