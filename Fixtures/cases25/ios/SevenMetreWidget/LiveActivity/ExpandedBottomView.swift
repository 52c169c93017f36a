import AppIntents
import SwiftUI
import WidgetKit

struct ExpandedBottomView: View {
    let state: SevenMetreActivityAttributes.ContentState

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(state.lastEvent)
                .font(.footnote)
                .lineLimit(2)
            if state.phase == "shootout" {
                Text("Sudden death if level after five")
                    .font(.caption2)
            }
            if let suspension = state.suspensionLabel {
                Label(suspension, systemImage: "timer")
                    .font(.caption2)
                    .foregroundStyle(WidgetColors.suspension)
            }
            HStack {
                Button(intent: MuteMatchIntent(matchId: state.deepLink.lastPathComponent)) {
                    Image(systemName: "bell.slash")
                }
                Link(destination: state.deepLink) {
                    Image(systemName: "chart.bar")
                }
            }
        }
    }
}

struct MuteMatchIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Mute match"
    @Parameter(title: "Match") var matchId: String

    init() {}
    init(matchId: String) { self.matchId = matchId }

    func perform() async throws -> some IntentResult { .result() }
}
