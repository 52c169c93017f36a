import ActivityKit
import SwiftUI
import WidgetKit

struct OrderOfPlayLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: OrderOfPlayAttributes.self) { context in
            OrderOfPlayLockScreenView(context: context)
                .activityBackgroundTint(Color.deuceCourt)
                .activitySystemActionForegroundColor(Color.deuceBall)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) {
                    OrderOfPlayExpandedView(state: context.state)
                }
            } compactLeading: {
                OrderOfPlayCompactView(text: context.state.courtName)
                    .widgetURL(URL(string: "deuce://court/\(context.attributes.courtId)"))
            } compactTrailing: {
                OrderOfPlayCompactView(text: context.state.nowPlaying)
                    .widgetURL(URL(string: "deuce://order-of-play/\(context.attributes.tournamentId)"))
            } minimal: {
                Image("DeuceMark")
                    .resizable()
                    .scaledToFit()
            }
        }
    }
}

struct OrderOfPlayCompactView: View {
    let text: String

    var body: some View {
        Text(text)
            .font(.caption2)
            .lineLimit(1)
            .foregroundStyle(Color.deuceBall)
    }
}
