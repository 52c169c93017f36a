import AppIntents
import SwiftUI
import WidgetKit

/// Lock Screen layout once the backend has sent the final state.
struct MatchFinishedView: View {
    let context: ActivityViewContext<MatchActivityAttributes>
    @Environment(\.activityFamily) private var activityFamily

    var body: some View {
        switch activityFamily {
        case .small:
            VStack(alignment: .leading, spacing: WidgetMetrics.tightSpacing) {
                Text(context.state.expanded.statusLine)
                    .font(.caption)
                Button(intent: DismissFinishedMatchIntent(matchId: context.attributes.matchId)) {
                    Image(systemName: "xmark")
                }
            }
        default:
            VStack(alignment: .leading, spacing: WidgetMetrics.rowSpacing) {
                Text(context.state.expanded.statusLine)
                    .font(.headline)
                SetScoreStrip(state: context.state)
            }
            .padding(WidgetMetrics.margin)
            .background(Color.dcCourt.opacity(0.9))
        }
    }
}
