import ActivityKit
import SwiftUI
import WidgetKit

struct PreMatchLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: PreMatchAttributes.self) { context in
            PreMatchLockScreenView(context: context)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) {
                    Text(context.state.countdownLabel)
                }
            } compactLeading: {
                Text(context.attributes.homeFlag)
            } compactTrailing: {
                Text(context.attributes.throwOff, style: .timer)
            } minimal: {
                Text(timerInterval: Date.now...context.attributes.throwOff, countsDown: true)
            }
        }
    }
}
