import SwiftUI
import WidgetKit

struct CompactTrailingView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        Text(state.compact.trailingText)
            .font(.caption.monospacedDigit())
            .foregroundStyle(state.sentiment == .tense ? Color.deuceTense : .white)
            .padding(.trailing, 4)
    }
}

#Preview("Compact trailing", as: .dynamicIsland(.compact), using: LiveActivityPreviewData.attributes) {
    DeuceWidgetLiveActivity()
} contentStates: {
    LiveActivityDisplayState(
        phase: .live,
        sentiment: .tense,
        compact: LiveActivityCompact(leadingText: "SIN 1", trailingText: "30-40", minimalText: "3-4"),
        expanded: LiveActivityPreviewData.breakPoint.expanded,
        updatedAt: 1_751_985_000
    )
}
