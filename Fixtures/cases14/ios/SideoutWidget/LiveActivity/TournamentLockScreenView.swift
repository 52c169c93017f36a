import SwiftUI
import WidgetKit

struct TournamentLockScreenView: View {
    let state: TournamentActivityAttributes.ContentState

    var body: some View {
        VStack(alignment: .leading, spacing: WidgetMetrics.rowSpacing) {
            Text(state.roundLabel).font(.headline)
            Text(state.nextMatchLabel).font(.subheadline)
        }
        .padding(WidgetMetrics.lockScreenMargin)
    }
}
