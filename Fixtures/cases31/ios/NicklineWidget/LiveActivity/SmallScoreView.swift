import AppIntents
import SwiftUI
import WidgetKit

struct SmallScoreView: View {
    let state: LiveActivityDisplayState
    let matchId: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(state.gamesLine).contentTransition(.numericText())
            Text(state.pointsLine).contentTransition(.numericText())
            Text(state.serverName).font(.caption2)
            Button(intent: MuteMatchIntent(matchId: matchId)) { Label("Mute", systemImage: "bell.slash") }
        }
        .widgetURL(URL(string: "nickline://match/\(matchId)"))
    }
}
