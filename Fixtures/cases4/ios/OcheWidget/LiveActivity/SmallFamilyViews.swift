import SwiftUI
import WidgetKit

/// Apple Watch Smart Stack and CarPlay layout (`.small` activity family).
struct SmallFamilyView: View {
    let matchId: String
    let state: LiveActivityDisplayState

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(state.compact.leadingText)
                .font(.caption2.bold())
            Text(state.expanded.setsText)
                .font(.title3.bold().monospacedDigit())
                .contentTransition(.numericText())
            ProgressView(value: Double(state.expanded.progressPercent), total: 100)
                .tint(state.sentiment.tint)
            HStack {
                Button(intent: RefreshMatchIntent(matchId: matchId)) {
                    Image(systemName: "arrow.clockwise")
                }
                Button(intent: MuteMatchIntent(matchId: matchId)) {
                    Image(systemName: "bell.slash")
                }
            }
        }
    }
}

/// Shown on the watch when no push has arrived for a while.
struct SmallStaleView: View {
    let matchId: String
    let state: LiveActivityDisplayState

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(state.expanded.setsText)
                .font(.title3.bold().monospacedDigit())
            Text(state.expanded.statusText)
                .font(.caption2)
                .foregroundStyle(.secondary)
            Button(intent: RefreshMatchIntent(matchId: matchId)) {
                Label("Refresh", systemImage: "arrow.clockwise")
            }
            Link(destination: URL(string: "oche://match/\(matchId)")!) {
                Image(systemName: "arrow.up.forward.app")
            }
        }
    }
}
