import ActivityKit
import SwiftUI
import WidgetKit

struct LockScreenActivityView: View {
    let context: ActivityViewContext<CreaseActivityAttributes>
    @Environment(\.activityFamily) private var family
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced

    var body: some View {
        switch family {
        case .small:
            SmallActivityView(state: context.state, matchId: context.attributes.matchId)
        default:
            fullLayout
        }
    }

    private var fullLayout: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text(flagEmoji(for: context.attributes.homeCode))
                Text(context.state.scoreText)
                    .font(.title2.bold())
                    .contentTransition(.numericText())
                Spacer()
                Text(context.state.oversText)
            }
            .animation(isLuminanceReduced ? nil : .easeInOut(duration: 0.4), value: context.state.runs)

            if context.state.phase == "innings_break", let endsAt = context.state.breakEndsAt {
                Text(endsAt, style: .timer)
                    .monospacedDigit()
            } else {
                Text(context.state.statusText)
            }

            Text("\(ballsLeft) balls left")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .padding(14)
        .opacity(context.isStale ? 0.6 : 1)
    }

    private var ballsLeft: Int {
        context.attributes.oversLimit * 6 - ballsBowled(fromOvers: context.state.oversText)
    }
}
