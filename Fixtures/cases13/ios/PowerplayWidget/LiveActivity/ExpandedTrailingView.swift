import SwiftUI
import WidgetKit

struct ExpandedTrailingView: View {
    let state: LiveActivityDisplayState

    private var overNumber: String {
        state.oversText.components(separatedBy: ".").first ?? state.oversText
    }

    var body: some View {
        VStack(alignment: .trailing, spacing: WidgetMetrics.tightSpacing) {
            Text(state.scoreText)
                .font(.system(.title3, design: .rounded).weight(.bold))
                .contentTransition(.numericText())
            Text("Over \(overNumber)")
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
    }
}
