import ActivityKit
import SwiftUI
import WidgetKit

struct LockScreenView: View {
    let context: ActivityViewContext<SevenMetreActivityAttributes>
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced
    @Environment(\.activityFamily) private var activityFamily

    var body: some View {
        if activityFamily == .small {
            SmallFamilyView(context: context)
        } else {
            VStack(alignment: .leading, spacing: Theme.Spacing.sm) {
                HStack {
                    Text("\(context.attributes.homeFlag) \(context.attributes.homeName)")
                    Spacer()
                    Text(context.state.scoreline)
                        .font(.title.bold())
                        .contentTransition(.numericText())
                    Spacer()
                    Text("\(context.attributes.awayName) \(context.attributes.awayFlag)")
                }
                HStack {
                    Text(context.state.halfLabel)
                    Spacer()
                    Text(context.state.clockLabel)
                        .monospacedDigit()
                }
                .font(.caption)
                Text(context.state.lastEvent)
                    .font(.footnote)
                    .lineLimit(2)
                if let ends = context.state.suspensionEndsAt {
                    Text(timerInterval: Date.now...ends, countsDown: true)
                        .foregroundStyle(WidgetColors.suspension)
                }
                if context.isStale {
                    Text("Waiting for the next update")
                        .font(.caption2)
                }
            }
            .padding(WidgetMetrics.margin)
            .animation(isLuminanceReduced ? nil : .easeInOut(duration: 3.5), value: context.state.homeGoals)
        }
    }
}
