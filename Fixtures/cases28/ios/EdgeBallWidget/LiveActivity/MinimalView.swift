import SwiftUI

struct MinimalView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        let games = state.compact.leadingText.split(separator: "–")
        Text(games.first.map(String.init) ?? state.compact.minimalText)
            .font(.caption2.monospacedDigit().weight(.heavy))
            .contentTransition(.numericText())
            .animation(.easeInOut(duration: 2.5), value: state.compact.minimalText)
    }
}
