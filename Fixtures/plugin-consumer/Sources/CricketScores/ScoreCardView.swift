#if canImport(SwiftUI)
import SwiftUI

// The live score card: shows the backend's display strings as they are.
struct ScoreCardView: View {
    let state: MatchDisplayState
    let refresh: @Sendable () async -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(state.scoreLine)
                .font(.title2.monospacedDigit())
                .foregroundColor(.primary)
            Text(state.oversLine)
                .font(.subheadline)
            Text(state.statusLine)
                .font(.footnote)
        }
        .onAppear { Task { await refresh() } }
        .onChange(of: state) { _, newState in
            print("score card updated: \(newState.matchID)")
        }
    }
}
#endif
