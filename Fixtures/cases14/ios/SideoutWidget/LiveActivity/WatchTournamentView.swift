import AppIntents
import SwiftUI
import WidgetKit

struct WatchTournamentView: View {
    let state: TournamentActivityAttributes.ContentState
    @Environment(\.activityFamily) private var activityFamily

    var body: some View {
        if activityFamily == .small {
            VStack(spacing: WidgetMetrics.compactSpacing) {
                Text(state.nextMatchLabel)
                Button(intent: RefreshMatchIntent()) { Image(systemName: "arrow.clockwise") }
            }
        } else {
            TournamentLockScreenView(state: state)
        }
    }
}
