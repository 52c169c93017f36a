import ActivityKit
import AppIntents
import SwiftUI
import WidgetKit

struct SmallFamilyView: View {
    let context: ActivityViewContext<SevenMetreActivityAttributes>

    var body: some View {
        VStack(spacing: 2) {
            Text(context.state.scoreline)
                .font(.headline.monospacedDigit())
                .contentTransition(.numericText())
            Text(context.state.phase == "half_time" ? "HT" : context.state.clockLabel)
                .font(.caption2)
            HStack {
                Button(intent: MuteMatchIntent(matchId: context.attributes.matchId)) {
                    Image(systemName: "bell.slash")
                }
                Button(intent: RefreshMatchIntent(matchId: context.attributes.matchId)) {
                    Image(systemName: "arrow.clockwise")
                }
            }
        }
    }
}

struct RefreshMatchIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Refresh"
    @Parameter(title: "Match") var matchId: String

    init() {}
    init(matchId: String) { self.matchId = matchId }

    func perform() async throws -> some IntentResult { .result() }
}
