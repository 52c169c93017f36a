import AppIntents
import SwiftUI
import WidgetKit

/// Watch Smart Stack and CarPlay layout (.small family).
struct SmallSheetView: View {
    let state: LiveActivityContentState
    let gameId: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(state.compact.minimal)
                .font(.headline)
                .contentTransition(.numericText())
            Text(state.endLabel).font(.caption2)
            HStack {
                Button(intent: RefreshGameIntent(gameId: gameId)) {
                    Image(systemName: "arrow.clockwise")
                }
                Link(destination: URL(string: "buttonline://game/\(gameId)/linescore")!) {
                    Image(systemName: "list.number")
                }
            }
        }
    }
}
