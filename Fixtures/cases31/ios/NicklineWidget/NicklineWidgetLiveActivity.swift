import ActivityKit
import SwiftUI
import WidgetKit

struct NicklineWidgetLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: NicklineActivityAttributes.self) { context in
            LockScreenRouter(context: context)
                .activityBackgroundTint(Color.black.opacity(0.65))
                .activitySystemActionForegroundColor(.nkwAmber)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    ExpandedLeadingView(expanded: context.state.expanded)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    ExpandedTrailingView(expanded: context.state.expanded)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    ExpandedFooterView(state: context.state)
                }
            } compactLeading: {
                Link(destination: matchURL(context.attributes.matchId)) {
                    CompactScoreView(text: context.state.compact.leadingText)
                }
            } compactTrailing: {
                Link(destination: URL(string: "nickline://reviews/\(context.attributes.matchId)")!) {
                    CompactScoreView(text: context.state.compact.trailingText)
                }
            } minimal: {
                MinimalGamesView(text: context.state.compact.minimalText)
            }
            .keylineTint(.nkwAmber)
        }
        .supplementalActivityFamilies([.small])
    }
}

private func matchURL(_ matchId: String) -> URL {
    URL(string: "nickline://match/\(matchId)")!
}

struct LockScreenRouter: View {
    @Environment(\.activityFamily) private var activityFamily
    let context: ActivityViewContext<NicklineActivityAttributes>

    var body: some View {
        switch activityFamily {
        case .small:
            SmallFamilyView(state: context.state, matchId: context.attributes.matchId)
        default:
            LockScreenMatchView(state: context.state, attributes: context.attributes)
        }
    }
}

extension NicklineActivityAttributes {
    var headerLine: String { "\(tournamentName) · \(roundLabel)" }
}
