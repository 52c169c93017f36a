import ActivityKit
import SwiftUI
import WidgetKit

struct LockScreenView: View {
    let context: ActivityViewContext<RaceActivityAttributes>
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced
    @Environment(\.activityFamily) private var activityFamily

    var body: some View {
        switch activityFamily {
        case .small:
            SmallFamilyView(context: context)
        default:
            fullLayout
        }
    }

    private var fullLayout: some View {
        VStack(alignment: .leading, spacing: WidgetLayout.compactSpacing) {
            HStack {
                Text(FlagEmoji.forCountry(context.attributes.countryCode))
                Text(context.state.expanded.headline)
                    .font(.headline)
                Spacer()
                Text(context.state.compact.positionText)
                    .font(.title2.bold().monospacedDigit())
                    .contentTransition(.numericText())
            }
            Text(context.state.expanded.lapText)
                .font(.subheadline.monospacedDigit())
                .contentTransition(.numericText())
            if let event = context.state.expanded.lastEventText {
                Text(event)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            HStack {
                Button(intent: MuteRaceAlertsIntent(raceId: context.attributes.raceId)) {
                    Label("Mute", systemImage: "bell.slash")
                }
                Link(destination: DeepLink.race(context.attributes.raceId)) {
                    Label("Open", systemImage: "arrow.up.forward.app")
                }
            }
            .font(.caption)
        }
        .padding(WidgetLayout.lockScreenMargin)
        .opacity(context.isStale ? 0.5 : 1)
        .animation(isLuminanceReduced ? nil : .easeInOut(duration: 0.8), value: context.state.compact.positionText)
    }
}

#Preview("Lock Screen", as: .content, using: LiveActivityPreviewData.attributes) {
    PitstopWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.racing
    LiveActivityPreviewData.caution
}
