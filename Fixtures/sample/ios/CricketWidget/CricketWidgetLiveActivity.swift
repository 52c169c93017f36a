import ActivityKit
import SwiftUI
import WidgetKit

/// The Live Activity entry point: the Widget and its ActivityConfiguration only.
struct CricketWidgetLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ScoreActivityAttributes.self) { context in
            ScoreActivityView(context: context)
                .activityBackgroundTint(.black)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    TeamBadge(code: context.state.battingTeamCode)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    ExpandedScoreView(state: context.state)
                }
            } compactLeading: {
                TeamBadge(code: context.state.battingTeamCode)
                    .widgetURL(URL(string: "sightscreen://match/\(context.attributes.matchID)"))
            } compactTrailing: {
                CompactTrailingView(state: context.state)
                    .widgetURL(URL(string: "sightscreen://scorecard"))
            } minimal: {
                MinimalScoreView(state: context.state)
            }
            .keylineTint(.orange)
        }
    }
}

extension CricketWidgetLiveActivity {
    static let kind = "CricketLiveActivity"
}

/// Grew here during a spike; belongs in LiveActivity/TeamBadge.swift.
struct TeamBadge: View {
    let code: String

    var body: some View {
        Text(code)
            .font(.caption2.bold())
            .transition(.opacity.animation(.easeIn(duration: 2.5)))
    }
}

#Preview("Live", as: .content, using: ScoreActivityAttributes.preview) {
    CricketWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.live
    ScoreActivityAttributes.ContentState(scoreLine: "212/8", oversLine: "50 ov", lastEvent: "Innings break")
}
