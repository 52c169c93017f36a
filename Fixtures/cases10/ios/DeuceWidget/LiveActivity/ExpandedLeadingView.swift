import SwiftUI

struct ExpandedLeadingView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        VStack(alignment: .leading, spacing: WidgetMetrics.tightSpacing) {
            Text(FlagEmoji.emoji(for: state.expanded.homeCountryCode))
            Text(state.expanded.homeName)
                .font(.caption.weight(.semibold))
                .lineLimit(1)
            if state.servingSide == .home {
                Image(systemName: "tennisball.fill")
                    .foregroundStyle(Color.dcBall)
            }
        }
    }
}
