import SwiftUI
import WidgetKit

struct ExpandedCenterView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        VStack(spacing: WidgetMetrics.expandedSpacing) {
            Text(state.phase == .quarterTime ? "QT" : state.expanded.clockText)
                .font(.caption.monospacedDigit())
            ProgressView(value: state.quarterProgress)
                .tint(.bhAmber)
                .animation(.easeInOut(duration: 2.5), value: state.quarterProgress)
        }
    }
}

private enum CenterLayout {
    static let barHeight: CGFloat = 3
}

#Preview("Center", as: .dynamicIsland(.expanded), using: LiveActivityPreviewData.attributes) {
    BehindWidgetLiveActivity()
} contentStates: {
    MatchActivityAttributes.ContentState(display: LiveActivityDisplayState(
        phase: .quarterTime,
        compact: LiveActivityCompact(leadingText: "GEEL 44", trailingText: "COLL 38", minimalText: "+6"),
        expanded: LiveActivityExpanded(homeScoreText: "6.8 (44)", awayScoreText: "5.8 (38)", statusText: "Quarter time", clockText: "", marginText: "Cats by 6", lastEventText: nil, footerText: "GMHBA Stadium"),
        sentiment: .tight, homeTotal: 44, awayTotal: 38, quarter: 1, quarterProgress: 1, updatedAt: .now
    ))
}
