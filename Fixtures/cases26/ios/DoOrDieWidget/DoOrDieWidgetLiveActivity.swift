import ActivityKit
import SwiftUI
import WidgetKit

struct DoOrDieWidgetLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DoOrDieActivityAttributes.self) { context in
            LockScreenView(context: context)
                .activityBackgroundTint(WidgetColors.lockScreenBackground)
                .activitySystemActionForegroundColor(WidgetColors.accent)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    ExpandedTeamView(flag: context.attributes.homeFlag, name: context.attributes.homeShortName)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    ExpandedTeamView(flag: context.attributes.awayFlag, name: context.attributes.awayShortName)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    ExpandedBottomView(state: context.state)
                }
            } compactLeading: {
                CompactLeadingView(context: context)
                    .widgetURL(matchURL(context.attributes.matchId))
            } compactTrailing: {
                CompactTrailingView(state: context.state)
                    .widgetURL(URL(string: "doordie://match/\(context.attributes.matchId)/raids"))
            } minimal: {
                MinimalView(state: context.state)
            }
            .keylineTint(WidgetColors.accent)
        }
        .supplementalActivityFamilies([.small])
    }

    private func matchURL(_ matchId: String) -> URL? {
        URL(string: "doordie://match/\(matchId)")
    }
}

extension DoOrDieActivityAttributes {
    var deepLink: URL? {
        URL(string: "doordie://match/\(matchId)")
    }
}

struct ExpandedTeamView: View {
    let flag: String
    let name: String

    var body: some View {
        VStack {
            Text(flag)
            Text(name).font(.caption.bold())
        }
    }
}
