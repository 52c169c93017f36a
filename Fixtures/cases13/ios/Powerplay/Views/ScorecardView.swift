import SwiftUI

struct ScorecardView: View {
    let fixtureId: String

    @Environment(\.scorecardService) private var scorecardService
    @Environment(\.dismiss) private var dismiss
    @State private var scorecard: Scorecard?
    @State private var loadError: String?

    var body: some View {
        NavigationStack {
            Group {
                if let scorecard {
                    let batters = scorecard.batters
                        .filter { $0.didBat }
                        .sorted { lhs, rhs in lhs.runs * 100 / max(lhs.balls, 1) > rhs.runs * 100 / max(rhs.balls, 1) }
                    List {
                        Section(scorecard.battingHeader) {
                            ForEach(batters) { batter in
                                BatterRow(batter: batter)
                            }
                        }
                        Section(scorecard.bowlingHeader) {
                            ForEach(scorecard.bowlers) { bowler in
                                HStack {
                                    Text(bowler.name)
                                    Spacer()
                                    Text("\(bowler.wickets)/\(bowler.runsConceded)")
                                        .monospacedDigit()
                                }
                            }
                        }
                        Section(scorecard.recentHeader) {
                            ForEach(Array(scorecard.recentBalls.prefix(6))) { ball in
                                Text(ball.label)
                            }
                        }
                        Section {
                            ForEach(scorecard.batters.filter(\.isOnStrike)) { striker in
                                Label(striker.name, systemImage: "figure.cricket")
                            }
                        }
                    }
                } else if loadError != nil {
                    ContentUnavailableView("Couldn't load", systemImage: "wifi.slash")
                } else {
                    ProgressView()
                }
            }
            .navigationTitle(scorecard?.title ?? "")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
            .task {
                do {
                    scorecard = try await scorecardService.scorecard(for: fixtureId)
                } catch {
                    loadError = error.localizedDescription
                }
            }
        }
    }
}

private struct BatterRow: View {
    let batter: Scorecard.Batter

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(batter.name)
                Text(batter.dismissalText)
                    .font(Theme.Typeface.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text(batter.figuresText)
                .monospacedDigit()
        }
    }
}
