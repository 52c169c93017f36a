import AppIntents
import SwiftUI
import WidgetKit

private struct ExpandedBottomView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        VStack(alignment: .leading, spacing: WidgetMetrics.rowSpacing) {
            HStack {
                StatColumn(text: state.expanded.battingLine)
                Spacer()
                StatColumn(text: state.expanded.bowlingLine)
            }
            HStack(spacing: WidgetMetrics.rowSpacing) {
                Button(intent: RefreshScoreIntent(fixtureId: state.deepLink.lastPathComponent)) {
                    Label("Refresh", systemImage: "arrow.clockwise")
                }
                Button(intent: MuteFixtureAlertsIntent(fixtureId: state.deepLink.lastPathComponent)) {
                    Label("Mute", systemImage: "bell.slash")
                }
            }
            .font(.caption2)
            .tint(WidgetColors.amber)
        }
    }

    private struct StatColumn: View {
        let text: String

        var body: some View {
            Text(text)
                .font(.caption)
                .lineLimit(1)
        }
    }
}
