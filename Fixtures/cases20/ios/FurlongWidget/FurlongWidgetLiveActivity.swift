import ActivityKit
import SwiftUI
import WidgetKit

struct FurlongWidgetLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: RaceActivityAttributes.self) { context in
            LockScreenView(state: context.state.displayState, raceId: context.attributes.raceId)
                .activityBackgroundTint(WidgetColors.flLockScreenTint)
                .activitySystemActionForegroundColor(.white)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    LiveBadge(phase: context.state.displayState.phase)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    ExpandedView(state: context.state.displayState)
                }
            } compactLeading: {
                CompactLeadingView(state: context.state.displayState, raceId: context.attributes.raceId)
            } compactTrailing: {
                CompactTrailingView(state: context.state.displayState, raceId: context.attributes.raceId)
            } minimal: {
                MinimalView(state: context.state.displayState)
            }
            .keylineTint(phaseTint(context.state.displayState.phase))
        }
        .supplementalActivityFamilies([.small])
    }
}

private func phaseTint(_ phase: RacePhase) -> Color {
    phase == .enquiry ? .flEnquiry : WidgetColors.flAmber
}

struct LiveBadge: View {
    let phase: RacePhase

    var body: some View {
        Circle()
            .fill(phase == .off ? WidgetColors.flTurf : WidgetColors.flMuted)
            .frame(width: 8, height: 8)
    }
}
