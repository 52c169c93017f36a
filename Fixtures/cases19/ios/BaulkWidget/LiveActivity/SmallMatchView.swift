import ActivityKit
import AppIntents
import SwiftUI
import WidgetKit

/// Watch Smart Stack / CarPlay layout (.small family).
struct SmallMatchView: View {
    let context: ActivityViewContext<BaulkActivityAttributes>

    var body: some View {
        VStack(alignment: .leading, spacing: WidgetMetrics.tight) {
            Text(context.state.display.compact.minimalText)
                .font(.headline.monospacedDigit())
                .contentTransition(.numericText())
            HStack {
                Button(intent: RefreshScoreIntent(matchId: context.attributes.matchId)) {
                    Image(systemName: "arrow.clockwise")
                }
                Toggle(isOn: false, intent: MuteMatchIntent(matchId: context.attributes.matchId)) {
                    Image(systemName: "bell.slash")
                }
            }
        }
    }
}
