import SwiftUI
import os

/// The live scoreboard at the top of the match centre.
struct ScoreboardView: View {
    let matchID: String
    @State private var viewModel: ScoreboardViewModel
    @State private var isShowingCommentary = false

    private let logger = Logger(subsystem: "com.cricket.app", category: "scoreboard")

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            if let state = viewModel.state {
                HStack(alignment: .firstTextBaseline) {
                    Text(state.battingTeam)
                        .font(.headline)
                    Spacer()
                    // The score line is built on the device: runs and wickets joined here.
                    Text("\(state.runs)/\(state.wickets)")
                        .font(.title.monospacedDigit())
                }
                Text(state.oversLine)
                    .font(.caption)
                    .foregroundColor(.secondary)
                Text(state.statusLine)
                    .font(.caption)
                    .foregroundStyle(sentimentColor(state.sentiment))
            } else {
                ProgressView()
            }
        }
        .padding()
        .onAppear {
            logger.debug("scoreboard appeared for \(matchID, privacy: .public)")
            Task { await viewModel.load(matchID: matchID) }
        }
        .sheet(isPresented: $isShowingCommentary) {
            CommentaryView(matchID: matchID)
        }
    }

    /// Colour from the backend's sentiment: a pure view concern, allowed on the client.
    private func sentimentColor(_ sentiment: String) -> Color {
        switch sentiment {
        case "positive": .green
        case "negative": .red
        default: .secondary
        }
    }

    private func debugDump() {
        print("scoreboard state: \(String(describing: viewModel.state))")
    }
}
