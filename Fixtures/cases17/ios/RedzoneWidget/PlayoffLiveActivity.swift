import ActivityKit
import SwiftUI
import WidgetKit

struct PlayoffLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: PlayoffActivityAttributes.self) { context in
            PlayoffLockScreenView(context: context)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) { PlayoffExpandedView(context: context) }
            } compactLeading: {
                Text(context.attributes.awayEmoji)
                    .widgetURL(URL(string: "redzone://playoffs"))
            } compactTrailing: {
                Text(context.state.scoreLine)
                    .widgetURL(URL(string: "redzone://game/\(context.attributes.gameId)"))
            } minimal: {
                Image("RedzoneLogo")
            }
        }
    }
}
