import ActivityKit
import SwiftUI
import WidgetKit

struct TournamentDayLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TournamentDayAttributes.self) { context in
            TournamentLockScreenView(state: context.state)
                .activityBackgroundTint(WidgetColors.pitchNavy)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) {
                    TournamentLockScreenView(state: context.state)
                }
            } compactLeading: {
                Text(context.state.leadingText)
            } compactTrailing: {
                Text(context.state.trailingText)
            } minimal: {
                Image(systemName: "sportscourt")
            }
            .widgetURL(context.attributes.deepLink)
        }
    }
}
