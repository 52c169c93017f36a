import SwiftUI
import WidgetKit

struct CompactTrailingView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        HStack(spacing: WidgetMetrics.tightSpacing) {
            Text(state.compact.trailingText)
                .font(.system(.caption, design: .rounded).weight(.semibold))
                .contentTransition(.numericText())
            OversPill(text: state.oversText)
        }
    }
}

struct OversPill: View {
    let text: String

    var body: some View {
        Text(text)
            .font(.caption2)
            .contentTransition(.numericText())
            .padding(.horizontal, WidgetMetrics.tightSpacing)
            .background(WidgetColors.pill, in: Capsule())
    }
}
