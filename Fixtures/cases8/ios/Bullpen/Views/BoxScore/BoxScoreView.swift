import SwiftUI

struct BoxScoreView: View {
    let gameId: String
    @Environment(\.scoreboardService) private var scoreboardService
    @State private var viewModel = BoxScoreViewModel()
    @State private var showPitchers = false

    var body: some View {
        List {
            if let box = viewModel.boxScore {
                Section("Batting") {
                    ForEach(box.batters.sorted { $0.order < $1.order }, id: \.playerId) { line in
                        HStack {
                            Text(line.name)
                            Spacer()
                            Text(line.slashText)
                                .font(.caption.monospacedDigit())
                        }
                        .fontWeight(line.isAtBat ? .bold : .regular)
                    }
                }
                Section("At the plate") {
                    ForEach(box.batters.filter(\.isAtBat), id: \.playerId) { line in
                        Text(line.name)
                    }
                }
                Toggle("Show pitchers", isOn: $showPitchers)
                if showPitchers {
                    Section("Pitching") {
                        ForEach(box.pitchers, id: \.playerId) { PitcherRow(line: $0) }
                    }
                }
            } else {
                ProgressView()
            }
        }
        .onAppear {
            Task {
                await viewModel.load(gameId: gameId, using: scoreboardService)
            }
        }
    }
}

struct PitcherRow: View {
    let line: PitchingLine

    var body: some View {
        HStack {
            Text(line.name)
            Spacer()
            Text(line.lineText)
                .contentTransition(.numericText())
            Text("\(line.pitchCount) P")
                .foregroundColor(.secondary)
        }
    }
}
