import ActivityKit
import SwiftUI
import WidgetKit

/// Apple Watch Smart Stack and CarPlay layout (.small family).
struct SmallFamilyView: View {
    let context: ActivityViewContext<FaceoffActivityAttributes>

    var body: some View {
        VStack(spacing: WidgetMetrics.tightSpacing) {
            Text(context.state.display.compact.minimal)
                .font(.headline.monospacedDigit())
                .contentTransition(.numericText())
            Gauge(value: 1 - context.state.display.periodProgress) {
                Text(context.state.display.periodLabel)
            }
            .gaugeStyle(.accessoryLinearCapacity)
            HStack {
                Button(intent: MuteGameIntent(gameId: context.attributes.gameId)) {
                    Image(systemName: "bell.slash")
                }
                Button(intent: OpenBoxScoreIntent(gameId: context.attributes.gameId)) {
                    Image(systemName: "list.bullet.rectangle")
                }
            }
        }
    }
}
