import SwiftUI

fileprivate struct PostponedBanner: View {
    var body: some View {
        Label {
            Text("Postponed due to rain")
        } icon: {
            Image(systemName: "cloud.rain")
        }
        .padding(Theme.Spacing.m)
        .background(Theme.Colors.warning.opacity(0.2), in: RoundedRectangle(cornerRadius: LayoutMetrics.cardCornerRadius))
    }
}
