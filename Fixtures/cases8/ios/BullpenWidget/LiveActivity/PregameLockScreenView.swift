import SwiftUI
import WidgetKit

struct PregameLockScreenView: View {
    let state: PregameActivityAttributes.ContentState

    var body: some View {
        VStack(alignment: .leading, spacing: WidgetMetrics.rowSpacing) {
            Text(state.countdownText)
                .font(.headline)
            Text(state.probablesText)
                .font(.subheadline)
            if let weather = state.weatherNote {
                Text(weather).font(.caption)
            }
        }
        .padding(WidgetMetrics.margin)
        .foregroundStyle(Color.bpChalk)
    }
}
