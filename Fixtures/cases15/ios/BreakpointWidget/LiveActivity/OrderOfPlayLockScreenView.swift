import SwiftUI
import WidgetKit

struct OrderOfPlayLockScreenView: View {
    let attributes: OrderOfPlayAttributes
    let state: OrderOfPlayAttributes.ContentState
    @Environment(\.activityFamily) private var activityFamily

    var body: some View {
        VStack(alignment: .leading, spacing: WidgetMetrics.rowSpacing) {
            Text(attributes.playersLabel).font(.headline)
            Text(state.courtLabel)
            Text(state.precedingMatchLabel).foregroundStyle(Color.bpMuted)
            if activityFamily == .small {
                Button(intent: MuteMatchIntent(matchId: attributes.matchId)) {
                    Label("Mute", systemImage: "bell.slash")
                }
            }
        }
        .padding(WidgetMetrics.lockScreenMargin)
    }
}
