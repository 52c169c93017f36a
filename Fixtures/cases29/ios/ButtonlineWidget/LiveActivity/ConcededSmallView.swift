import AppIntents
import SwiftUI
import WidgetKit

/// .small layout shown once a game is conceded or final: result plus one action.
struct ConcededSmallView: View {
    let state: LiveActivityContentState
    let gameId: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(state.headline).font(.caption2)
            Text(state.scoreline).contentTransition(.numericText())
            Button(intent: OpenGameIntent(gameId: gameId)) {
                Label("Open", systemImage: "arrow.up.forward.app")
            }
        }
    }
}
