import SwiftUI
import WidgetKit

struct CompactTrailingView: View {
    let display: LiveActivityDisplayState

    var body: some View {
        HStack(spacing: WidgetMetrics.rowGap) {
            Text(display.compact.trailingText)
                .font(.caption.monospacedDigit().bold())
            Text(display.homeEmoji)
        }
        .foregroundStyle(display.isManUp ? Color.crManUp : .white)
    }
}

#Preview("Compact trailing", as: .dynamicIsland(.compact), using: LiveActivityPreviewData.attributes) {
    CreaseWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.thirdQuarter
}
