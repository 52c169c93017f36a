import ActivityKit
import SwiftUI
import WidgetKit

struct LockScreenView: View {
    let context: ActivityViewContext<RaceActivityAttributes>
    @Environment(\.activityFamily) private var activityFamily
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced

    var body: some View {
        switch activityFamily {
        case .small:
            SmallFamilyView(state: context.state, raceId: context.attributes.raceId)
        default:
            fullLayout
        }
    }

    private var fullLayout: some View {
        VStack(alignment: .leading, spacing: WidgetColors.rowSpacing) {
            HStack {
                Text(context.attributes.circuitFlag)
                Text(context.attributes.grandPrixName)
                    .font(.headline)
                Spacer()
                Text(context.state.trackStatusLabel)
                    .font(.caption.bold())
                    .foregroundStyle(WidgetColors.flag(context.state.trackStatus))
                    .opacity(context.isStale ? 0.5 : 1)
            }
            Text(context.state.expanded.headline)
                .font(.subheadline)
            HStack {
                Text(context.state.leaderCode)
                Text(context.state.leaderGap)
                    .contentTransition(.numericText())
                Spacer()
                Text("Lap \(context.state.lapLabel)")
                    .animation(isLuminanceReduced ? nil : .default, value: context.state.lapLabel)
            }
            .font(.caption.monospacedDigit())
            Text(context.state.phase == .suspended ? "Red flag — waiting for restart" : context.state.expanded.gapLabel)
                .font(.caption)
        }
        .padding(WidgetColors.margin)
        .frame(height: 160)
    }
}
