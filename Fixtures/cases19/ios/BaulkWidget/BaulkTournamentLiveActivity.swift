import ActivityKit
import SwiftUI
import WidgetKit

/// "All tables" activity used for the 9-ball World Cup, where several matches run at once.
struct BaulkTournamentLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: BaulkActivityAttributes.self) { context in
            LockScreenView(context: context)
                .activityBackgroundTint(Color.bkBaize)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) {
                    ExpandedBottomView(context: context)
                }
            } compactLeading: {
                CompactLeadingView(context: context)
            } compactTrailing: {
                CompactTrailingView(context: context)
            } minimal: {
                Image(systemName: "circle.grid.3x3.fill")
            }
            .widgetURL(URL(string: "baulk://tournament/\(context.attributes.matchId)"))
        }
    }
}
