import SwiftUI
import WidgetKit

struct MinimalView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        Text(state.compact.minimalText)
            .font(.caption2.monospacedDigit().bold())
            .contentTransition(.numericText())
            .foregroundStyle(Color.deuceBall)
    }
}

#Preview("Minimal", as: .dynamicIsland(.minimal), using: LiveActivityPreviewData.attributes) {
    DeuceWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.tiebreak
}
