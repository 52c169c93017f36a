import SwiftUI
import WidgetKit

struct CompactLeadingView: View {
    let compact: LiveActivityCompact

    var body: some View {
        HStack(spacing: WidgetTheme.compactSpacing) {
            Text(compact.homeFlag)
            Text(compact.homeCode)
                .font(.caption.bold())
                .foregroundStyle(WidgetColors.fmAmber)
        }
    }
}

#Preview("Compact leading", as: .dynamicIsland(.compact), using: MatchActivityAttributes.preview) {
    FiveMetresWidgetLiveActivity()
} contentStates: {
    MatchActivityAttributes.ContentState(display: LiveActivityPreviewData.live, sequence: 1)
}
