import ActivityKit
import SwiftUI
import WidgetKit

struct LockScreenView: View {
    let context: ActivityViewContext<BaulkActivityAttributes>

    @Environment(\.activityFamily) private var activityFamily
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced

    private var expanded: LiveActivityExpanded { context.state.display.expanded }

    var body: some View {
        switch activityFamily {
        case .small:
            SmallMatchView(context: context)
        default:
            fullLayout
        }
    }

    private var fullLayout: some View {
        VStack(alignment: .leading, spacing: WidgetMetrics.tight) {
            HStack {
                Text(context.attributes.player1Flag)
                Text(expanded.framesText)
                    .font(.title.monospacedDigit().bold())
                    .contentTransition(.numericText())
                Text(context.attributes.player2Flag)
                Spacer()
                Text(expanded.statusNote)
                    .font(.caption)
            }
            Text(expanded.frameScoreText)
                .font(.headline.monospacedDigit())
            if let breakText = expanded.breakText {
                Text(breakText)
                    .foregroundStyle(Color.bkCentury)
            }
            Text("\(expanded.pointsRemaining - abs(expanded.points1 - expanded.points2)) ahead on the table")
                .font(.caption)
            ProgressView(value: Double(expanded.framesWon1 + expanded.framesWon2), total: 35)
                .tint(Color(red: 0.98, green: 0.77, blue: 0.19))
        }
        .padding(WidgetMetrics.margin)
        .frame(height: 120)
        .animation(isLuminanceReduced ? nil : .easeInOut(duration: 0.6), value: context.state.sequence)
    }
}

#Preview("Lock Screen", as: .content, using: LiveActivityPreviewData.attributes) {
    BaulkWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.liveState
}
