import ActivityKit
import SwiftUI
import WidgetKit

struct ButtonlineWidgetLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ButtonlineActivityAttributes.self) { context in
            LockScreenView(context: context)
                .activityBackgroundTint(Color.bhSheetNight)
                .activitySystemActionForegroundColor(.white)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    ExpandedLeadingView(state: context.state, flag: context.attributes.homeFlag)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    ExpandedTrailingView(state: context.state, flag: context.attributes.awayFlag)
                }
                DynamicIslandExpandedRegion(.center) {
                    ExpandedCenterView(state: context.state)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    ExpandedBottomView(state: context.state, gameId: context.attributes.gameId)
                }
            } compactLeading: {
                CompactLeadingView(state: context.state)
                    .widgetURL(context.attributes.deepLink)
            } compactTrailing: {
                CompactTrailingView(state: context.state)
                    .widgetURL(gameLink(context.attributes.gameId))
            } minimal: {
                MinimalView(state: context.state)
            }
            .keylineTint(Color.bhHouseRed)
        }
        .supplementalActivityFamilies([.small])
    }
}

private func gameLink(_ gameId: String) -> URL {
    URL(string: "buttonline://game/\(gameId)")!
}

extension ButtonlineActivityAttributes {
    var deepLink: URL { gameLink(gameId) }
}

struct HammerGlyph: View {
    var body: some View {
        Image(systemName: "hammer.fill")
            .font(.caption2)
    }
}
