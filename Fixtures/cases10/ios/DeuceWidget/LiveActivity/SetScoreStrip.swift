import SwiftUI

struct SetScoreStrip: View {
    let state: LiveActivityDisplayState

    var body: some View {
        let sets = state.expanded.setsLine.components(separatedBy: " ")
        HStack(spacing: WidgetMetrics.tightSpacing) {
            ForEach(Array(sets.enumerated()), id: \.offset) { index, set in
                Text(set)
                    .font(.caption.monospacedDigit())
                    .contentTransition(.numericText())
                    .modifier(DimmedSetModifier(isCurrent: index == sets.count - 1))
            }
        }
    }
}

struct DimmedSetModifier: ViewModifier {
    let isCurrent: Bool

    func body(content: Content) -> some View {
        content.opacity(isCurrent ? 1 : 0.6)
    }
}
