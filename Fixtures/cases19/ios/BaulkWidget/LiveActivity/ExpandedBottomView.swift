import ActivityKit
import SwiftUI
import WidgetKit

struct ExpandedBottomView: View {
    let context: ActivityViewContext<BaulkActivityAttributes>

    private var display: LiveActivityDisplayState { context.state.display }

    var body: some View {
        VStack(spacing: WidgetMetrics.tight) {
            Text(display.expanded.headline)
                .font(.headline)
            Text(display.expanded.framesText)
                .font(.title.monospacedDigit())
                .contentTransition(.numericText())
                .animation(.spring(duration: 3), value: display.expanded.framesText)
            Text(phaseNote)
                .font(.caption)
            if display.phase == .live {
                Text(display.expanded.frameScoreText)
                    .font(.body.monospacedDigit())
            }
            if display.expanded.snookersRequired > 0 {
                Text("Needs \(display.expanded.snookersRequired) snooker\(display.expanded.snookersRequired == 1 ? "" : "s")")
                    .font(.caption.bold())
            }
        }
        .background(ContainerRelativeShape().fill(display.sentiment == .historic ? Color.bkCentury.opacity(0.2) : .clear))
    }

    private var phaseNote: String {
        switch display.phase {
        case .interval: "Mid-session interval"
        case .betweenSessions: "Back for the next session"
        case .concluded: display.expanded.statusNote
        default: display.expanded.statusNote
        }
    }
}

#Preview("Expanded", as: .dynamicIsland(.expanded), using: LiveActivityPreviewData.attributes) {
    BaulkWidgetLiveActivity()
} contentStates: {
    BaulkActivityAttributes.ContentState(
        display: LiveActivityDisplayState(
            compact: LiveActivityCompact(leadingText: "TRU 9", trailingText: "8 WIL", minimalText: "9–8"),
            expanded: LiveActivityExpanded(headline: "Trump v Wilson", framesText: "9–8", frameScoreText: "0–0",
                                           breakText: nil, pointsRemainingText: nil, statusNote: "Interval",
                                           framesWon1: 9, framesWon2: 8, points1: 0, points2: 0,
                                           pointsRemaining: 147, snookersRequired: 0),
            phase: .interval, sentiment: .neutral, updatedAt: .now),
        sequence: 7)
}
