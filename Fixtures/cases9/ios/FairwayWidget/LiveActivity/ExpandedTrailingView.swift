import ActivityKit
import SwiftUI
import WidgetKit

struct ExpandedTrailingView: View {
    let context: ActivityViewContext<RoundActivityAttributes>

    var body: some View {
        VStack(alignment: .trailing, spacing: WidgetMetrics.flagSize / 6) {
            Text(context.state.toParDisplay)
                .font(.title2.weight(.heavy).monospacedDigit())
                .foregroundStyle(Color(red: 1, green: 0.82, blue: 0.25))
            Text(context.state.thruDisplay)
                .font(.caption2)
                .foregroundColor(.secondary)
        }
    }
}
