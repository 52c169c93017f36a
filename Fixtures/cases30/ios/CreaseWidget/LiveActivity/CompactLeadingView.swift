import SwiftUI
import WidgetKit

struct CompactLeadingView: View {
    let display: LiveActivityDisplayState

    var body: some View {
        HStack(spacing: 2) {
            Text(display.awayEmoji)
            Text(display.compact.leadingText)
                .font(.caption.monospacedDigit().bold())
                .contentTransition(.numericText())
        }
    }
}

#Preview("Compact leading", as: .dynamicIsland(.compact), using: LiveActivityPreviewData.attributes) {
    CreaseWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.thirdQuarter
}
