import AppIntents
import SwiftUI
import WidgetKit

struct SmallFamilyView: View {
    let attributes: MatchActivityAttributes
    let state: LiveActivityDisplayState

    var body: some View {
        VStack(spacing: WidgetMetrics.expandedSpacing) {
            HStack {
                Text(state.compact.leadingText)
                Spacer()
                Text(state.compact.trailingText)
            }
            .font(.caption.weight(.bold))
            .contentTransition(.numericText())
            HStack {
                Button(intent: MuteMatchIntent(matchId: attributes.matchId)) {
                    Image(systemName: "bell.slash")
                }
                Button(intent: SwitchPerspectiveIntent(matchId: attributes.matchId)) {
                    Image(systemName: "arrow.left.arrow.right")
                }
            }
        }
    }
}
