import ActivityKit
import SwiftUI
import WidgetKit

struct TimeTrialLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TimeTrialActivityAttributes.self) { context in
            TimeTrialLockScreenView(context: context)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) {
                    TimeTrialExpandedView(state: context.state)
                }
            } compactLeading: {
                TimeTrialCompactLeadingView(teamName: context.attributes.teamName)
                    .widgetURL(context.attributes.deepLink)
            } compactTrailing: {
                TimeTrialCompactTrailingView(state: context.state)
                    .widgetURL(URL(string: "peloton://standings/\(context.attributes.raceId)"))
            } minimal: {
                TimeTrialMinimalView(state: context.state)
            }
        }
    }
}
