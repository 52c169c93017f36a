import ActivityKit
import SwiftUI
import WidgetKit

struct LockScreenView: View {
    let context: ActivityViewContext<DoOrDieActivityAttributes>
    @Environment(\.activityFamily) private var activityFamily
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced

    var body: some View {
        switch activityFamily {
        case .small:
            SmallFamilyView(context: context)
        default:
            fullLayout
        }
    }

    private var fullLayout: some View {
        VStack(alignment: .leading, spacing: WidgetLayout.spacing) {
            HStack {
                Text("\(context.attributes.homeFlag) \(context.attributes.homeShortName)")
                Spacer()
                Text(context.state.homeScoreText)
                    .font(.title.bold().monospacedDigit())
                    .contentTransition(.numericText())
                Text("–")
                Text(context.state.awayScoreText)
                    .font(.title.bold().monospacedDigit())
                Spacer()
                Text("\(context.attributes.awayShortName) \(context.attributes.awayFlag)")
            }
            Text(context.state.lastEventText)
                .font(.subheadline)
                .lineLimit(2)
            HStack {
                Text(context.state.halfText)
                Spacer()
                if let endsAt = context.state.raidClockEndsAt, !isLuminanceReduced {
                    Text(timerInterval: Date.now...endsAt, countsDown: true)
                        .monospacedDigit()
                        .frame(maxWidth: 44)
                }
            }
            .font(.caption)
            .foregroundStyle(.secondary)
            if context.isStale {
                Text("Waiting for the next update")
                    .font(.caption2)
            }
        }
        .padding(WidgetLayout.margin)
        .animation(.easeInOut(duration: 2.5), value: context.state)
    }
}

#Preview("Lock Screen", as: .content, using: LiveActivityPreviewData.attributes) {
    DoOrDieWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.liveState
    LiveActivityPreviewData.finalState
}
