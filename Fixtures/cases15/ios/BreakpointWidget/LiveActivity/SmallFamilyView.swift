import AppIntents
import SwiftUI
import WidgetKit

/// Watch Smart Stack and CarPlay layout (.small family).
struct SmallFamilyView: View {
    let attributes: BreakpointActivityAttributes
    let state: LiveActivityDisplayState

    var body: some View {
        VStack(alignment: .leading, spacing: WidgetMetrics.minimalRing) {
            Text(state.compact.leadingLabel)
                .contentTransition(.numericText())
            Text(state.compact.trailingLabel)
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
