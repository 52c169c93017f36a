import ActivityKit
import SwiftUI
import WidgetKit

/// The lock-screen Live Activity: renders LiveActivityDisplayState from APNs as-is.
struct ScoreActivityView: View {
    let context: ActivityViewContext<ScoreActivityAttributes>
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced

    var body: some View {
        let state = context.state
        // umpire:disable-next-line hardcoded-spacing
        VStack(alignment: .leading, spacing: 2) {
            HStack {
                Text(flag(for: state.battingTeamCode))
                Text(state.scoreLine)
                    .font(.headline.monospacedDigit())
                Spacer()
                Text(String(format: "RR %.2f", state.runRate))
                    .font(.caption)
            }
            Text(state.lastEvent)
                .font(.caption)
                .foregroundStyle(isLuminanceReduced ? .secondary : .primary)
            if state.isPreMatch {
                Text("Match starts soon!!")
            }
        }
        .activitySystemActionForegroundColor(.white)
    }

    /// Live Activities cannot load images, so team flags are emoji: allowed on the client.
    private func flag(for code: String) -> String {
        ["IND": "🇮🇳", "AUS": "🇦🇺", "ENG": "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}"][code] ?? "🏏"
    }
}
