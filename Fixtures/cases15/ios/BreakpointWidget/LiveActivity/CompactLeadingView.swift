import SwiftUI
import WidgetKit

struct CompactLeadingView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        HStack(spacing: WidgetMetrics.minimalRing) {
            if state.servingSide == .home {
                Image(systemName: "tennisball.fill")
                    .foregroundStyle(Color.bpServe)
            }
            Text(state.compact.leadingLabel)
                .contentTransition(.numericText())
        }
    }
}

#Preview("Compact leading", as: .dynamicIsland(.compact), using: LiveActivityPreviewData.attributes) {
    BreakpointWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.thirdSet
}
