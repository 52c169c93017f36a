import SwiftUI

struct ScorecardView: View {
    let matchId: String
    @State private var viewModel: ScorecardViewModel
    @Environment(\.matchService) private var matchService

    init(matchId: String) {
        self.matchId = matchId
        _viewModel = State(initialValue: ScorecardViewModel(matchId: matchId))
    }

    var body: some View {
        List {
            if let card = viewModel.card {
                Section("Batting") {
                    ForEach(card.batters) { line in
                        BatterRowView(line: line)
                    }
                }

                Section("Bowling") {
                    ForEach(viewModel.topBowlers) { bowler in
                        BowlerRowView(bowler: bowler)
                    }
                }

                Section {
                    Text(viewModel.extrasLine)
                    Text(card.totalText)
                        .bold()
                }
            }
        }
        .listStyle(.insetGrouped)
        .task(id: matchId) { await viewModel.load(using: matchService) }
    }
}

struct BatterRowView: View {
    let line: BatterLine

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(line.name)
                if let dismissal = line.dismissalText {
                    Text(dismissal)
                        .font(Theme.Fonts.caption)
                        .foregroundStyle(.secondary)
                }
            }
            Spacer()
            Text(line.runsText)
                .monospacedDigit()
            Text(String(format: "%.1f", strikeRate))
                .font(Theme.Fonts.caption)
                .foregroundStyle(.secondary)
        }
        .accessibilityElement(children: .combine)
        .accessibilityLabel(line.summary())
    }

    private var strikeRate: Double {
        Double(line.runs) * 100 / Double(max(line.balls, 1))
    }
}

struct BowlerRowView: View {
    let bowler: BowlerLine

    var body: some View {
        HStack {
            Text(bowler.name)
            Spacer()
            Text(bowler.figuresText)
                .monospacedDigit()
        }
        .accessibilityHint("Double-tap for this bowler's spell")
    }
}
