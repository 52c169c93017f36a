import SwiftUI
import WidgetKit

struct CompactLeadingView: View {
    let attributes: SideoutActivityAttributes
    let state: LiveActivityDisplayState

    var body: some View {
        HStack(spacing: WidgetMetrics.compactSpacing) {
            Text(attributes.homeFlag)
            Text(state.homeScore)
                .contentTransition(.numericText())
                .foregroundStyle(Color.ssAmber)
        }
    }
}
