import ActivityKit
import SwiftUI
import WidgetKit

/// Countdown to first pitch with the probable starters. Started by a
/// push-to-start an hour before the game for followed clubs.
struct PregameLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: PregameActivityAttributes.self) { context in
            PregameLockScreenView(state: context.state)
                .activityBackgroundTint(Color.bpNavy)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) {
                    PregameLockScreenView(state: context.state)
                }
            } compactLeading: {
                Text(context.state.awayAbbr)
            } compactTrailing: {
                Text(context.state.countdownText)
            } minimal: {
                Text(context.state.countdownText)
            }
        }
    }
}
