import AppIntents
import SwiftUI
import WidgetKit

struct SmallFamilyView: View {
    let attributes: CentrePassActivityAttributes
    let state: LiveActivityDisplayState

    var body: some View {
        VStack(spacing: WidgetMetrics.scoreSpacing) {
            Text(state.compact.minimalText)
                .font(.headline.monospacedDigit())
                .contentTransition(.numericText())
            Text(state.compact.clockLabel)
                .font(.caption2)
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
