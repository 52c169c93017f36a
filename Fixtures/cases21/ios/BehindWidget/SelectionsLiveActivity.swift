import ActivityKit
import SwiftUI
import WidgetKit

struct SelectionsActivityAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable, Sendable {
        let headlineText: String
        let changesText: String
    }

    let matchId: String
    let teamAbbreviation: String
}

struct SelectionsLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: SelectionsActivityAttributes.self) { context in
            SelectionsLockScreenView(headline: context.state.headlineText, changes: context.state.changesText)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) {
                    Text(context.state.changesText)
                }
            } compactLeading: {
                Text(context.attributes.teamAbbreviation)
            } compactTrailing: {
                Image(systemName: "person.2.badge.gearshape")
            } minimal: {
                Image("BehindLogo")
            }
        }
    }
}
