// Examples for hardcoded-display-string: headings that name a statistic or a part of the
// screen, a designer's labels that read like match data but are not.

import UmpireCore
import UmpireRuleSupport

extension HardcodedDisplayString {
    @_optimize(none) static var headingExamples: (triggering: [Example], nonTriggering: [Example]) { (
        triggering: [
            // A status that starts with "No" is still the match's: a result.
            Example("""
                struct ResultBanner: View {
                    let state: MatchDisplayState
                    var body: some View { VStack { Text(↓"No result"); Text(state.resultText) } }
                }
                """, path: "ios/BoxScore/Views/ResultBanner.swift"),
            // A status above the score: it names no value beside it.
            Example("""
                struct DelayBadge: View {
                    let state: MatchDisplayState
                    var body: some View { VStack { Text(↓"Rain delay").font(.caption); Text(state.scoreLine) } }
                }
                """, path: "ios/BoxScore/Views/DelayBadge.swift"),
            // A link's destination is a screen of its own: its status words are still the backend's to send.
            Example("""
                struct DelayRow: View {
                    let state: MatchDisplayState
                    var body: some View {
                        NavigationLink { Text(↓"Rain delay") } label: { Text("Conditions") }
                    }
                }
                """, path: "ios/BoxScore/Views/DelayRow.swift"),
            // The backend's clock text empty is the match's state, not an empty list: a status the app wrote.
            Example("""
                struct BreakNote: View {
                    let state: MatchDisplayState
                    var body: some View {
                        if state.scoreLine.isEmpty { Text(↓"Intermission") }
                    }
                }
                """, path: "ios/BoxScore/Views/BreakNote.swift", companions: [ExampleModels.displayState]),
        ],
        nonTriggering: [
            // "Live" describing the app's own feed in a longer title, not a match in play.
            Example(#"""
                struct RadioHeader: View {
                    var body: some View {
                        VStack {
                            Text("Live from the Oval")
                            Text("Ball-by-ball updated live").font(.caption)
                        }
                    }
                }
                """#, path: "ios/CricketApp/Views/Components/RadioHeader.swift", trap: .lookAlike),
            // The app speaking to the fan, an empty list's words and the alerts feature: chrome.
            Example("""
                struct PredictionFooter: View {
                    var body: some View {
                        VStack {
                            Text("Your points are added after full time.")
                            Text("Nothing live right now")
                            Text("Live alerts need notifications on")
                        }
                    }
                }
                """, path: "ios/CricketApp/Views/PredictionFooter.swift", trap: .lookAlike),
            // The system a feature needs: a version, not an overs figure.
            Example(#"""
                if #unavailable(iOS 16.2) {
                    Text("Live Activities need iOS 16.2 or later.")
                }
                """#, trap: .lookAlike),
            // What an empty search shows in the list's place: the app's empty state.
            Example("""
                struct PlayerSearch: View {
                    let players: [PlayerRow]
                    var body: some View {
                        if players.isEmpty { Label("No result", systemImage: "magnifyingglass") }
                    }
                }
                """, path: "ios/BoxScore/Views/PlayerSearch.swift", trap: .lookAlike),
            // A button's name, written in its label closure: the app's chrome.
            Example("""
                struct RankToggle: View {
                    var body: some View {
                        Button {
                        } label: {
                            HStack { Image(systemName: "arrow.up.arrow.down"); Text("Live Rank") }
                        }
                    }
                }
                """, path: "ios/BoxScore/Views/RankToggle.swift", trap: .lookAlike),
            // Column headings of a table row, each over the count it names: "Won" over `won`, "Drawn" over `draw`.
            Example(#"""
                struct FormView: View {
                    let position: StandingPosition
                    var body: some View {
                        HStack {
                            VStack { Text("Won").font(.caption); Text("\(position.won)") }
                            VStack { Text("Drawn").font(.caption); Text("\(position.draw)") }
                        }
                    }
                }
                """#, path: "ios/Table/Views/FormView.swift", trap: .lookAlike, companions: [.init(path: "ios/Table/Models/StandingPosition.swift", code: """
                    struct StandingPosition: Codable, Hashable, Sendable { let won: Int; let draw: Int; let lost: Int }
                    """)]),
            // The app's version, an empty state and a screen's title: chrome a designer owns.
            Example("""
                struct AboutView: View {
                    let games: [GameItem]
                    var body: some View {
                        VStack {
                            Text("Version 1.0")
                            if games.isEmpty { Text("No box score available") }
                            Text("No live games currently")
                        }
                        .navigationTitle("Live")
                    }
                }
                """, path: "ios/BoxScore/Views/AboutView.swift", trap: .lookAlike),
            // A statistic's name, won or win in it: a heading of the stats screen.
            Example(#"""
                Text("Win Rate").font(.headline)
                Text("Points won per game")
                Chart(rows) { row in BarMark(x: .value("Set", row.set), y: .value("Won", row.won)) }.navigationTitle("Serve Win %")
                NavigationLink { ScorecardView() } label: { Text("Score Summary") }
                """#, path: "ios/CricketApp/Views/StatsView.swift", trap: .lookAlike),
            // A statistic's heading over a chart or above the value it names: a designer's label.
            Example(#"""
                VStack {
                    Text("Score Distribution").font(.title2)
                    BarChart(scoreData: flattened)
                    Text("Average Score in Each Round")
                    LineChart(score: averages)
                }
                """#, path: "ios/Archery/Views/ChartsView.swift", trap: .lookAlike),
            Example(#"""
                DynamicIslandExpandedRegion(.trailing) {
                    VStack { Text("Total Score"); Text("\(context.state.total)").font(.largeTitle) }
                }
                """#, path: "ios/ArcheryWidget/ArcheryLiveActivity.swift", trap: .lookAlike),
            // A section's heading names a part of the scoresheet, a match word or not.
            Example(#"""
                Section {
                    ForEach(rounds, id: \.self) { round in ShootoutCell(round: round, shots: shootout[round]) }
                } header: {
                    Text("Shootout").font(.subheadline.smallCaps().bold())
                }
                Section(header: Text("Overtime")) { GoalList(goals: overtimeGoals) }
                """#, path: "ios/PuckApp/Views/Scoresheet/ShootoutSummary.swift", trap: .lookAlike),
        ]) }
}
