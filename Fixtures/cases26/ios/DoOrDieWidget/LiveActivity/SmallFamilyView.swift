import ActivityKit
import AppIntents
import SwiftUI
import WidgetKit

struct SmallFamilyView: View {
    let context: ActivityViewContext<DoOrDieActivityAttributes>

    var body: some View {
        VStack(spacing: WidgetLayout.tightSpacing) {
            HStack {
                Text(context.attributes.homeShortName)
                Text(context.state.homeScoreText)
                    .contentTransition(.numericText())
                Text(context.state.awayScoreText)
                    .contentTransition(.numericText())
                Text(context.attributes.awayShortName)
            }
            .font(.headline.monospacedDigit())
            Text(context.state.halfText)
                .font(.caption2)
            HStack {
                Button(intent: MuteMatchIntent(matchId: context.attributes.matchId)) {
                    Image(systemName: "bell.slash")
                }
                Button(intent: RefreshMatchIntent(matchId: context.attributes.matchId)) {
                    Image(systemName: "arrow.clockwise")
                }
            }
        }
    }
}
