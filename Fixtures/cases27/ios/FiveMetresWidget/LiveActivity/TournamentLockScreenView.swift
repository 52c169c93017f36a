import SwiftUI
import WidgetKit

struct TournamentLockScreenView: View {
    let state: TournamentActivityAttributes.ContentState

    var body: some View {
        VStack(alignment: .leading, spacing: WidgetTheme.rowSpacing) {
            Text(state.headlineText)
                .font(.headline)
            Text(state.liveCountText)
                .font(.caption)
        }
        .padding(WidgetTheme.lockScreenMargin)
    }
}
