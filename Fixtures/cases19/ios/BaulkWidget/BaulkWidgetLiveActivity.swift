import ActivityKit
import SwiftUI
import WidgetKit

struct BaulkWidgetLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: BaulkActivityAttributes.self) { context in
            LockScreenView(context: context)
                .activityBackgroundTint(Color.bkBaize)
                .activitySystemActionForegroundColor(Color.bkChalk)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    ExpandedLeadingView(context: context)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    ExpandedTrailingView(context: context)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    ExpandedBottomView(context: context)
                }
            } compactLeading: {
                CompactLeadingView(context: context)
                    .widgetURL(matchURL(context))
            } compactTrailing: {
                CompactTrailingView(context: context)
                    .widgetURL(URL(string: "baulk://live"))
            } minimal: {
                MinimalView(context: context)
            }
            .widgetURL(matchURL(context))
            .keylineTint(Color.bkChalk)
        }
        .supplementalActivityFamilies([.small])
    }
}

private func matchURL(_ context: ActivityViewContext<BaulkActivityAttributes>) -> URL? {
    URL(string: "baulk://match/\(context.attributes.matchId)")
}

struct ExpandedLeadingView: View {
    let context: ActivityViewContext<BaulkActivityAttributes>

    var body: some View {
        Text(context.attributes.player1Flag)
            .font(.title2)
    }
}
