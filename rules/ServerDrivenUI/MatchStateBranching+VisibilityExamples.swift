// Where the backend's state shows, hides or styles text rather than choosing it (a ternary inside
// a visibility modifier, the same text in every branch), or offers a control: its examples.

import UmpireCore
import UmpireRuleSupport

extension MatchStateBranching {
    /// A view model in its own file: one test parsed from the backend's state, one of the fan's choice.
    @_optimize(none) static var scoreHeaderViewModel: Example.Companion { Example.Companion(path: "ios/CricketApp/ViewModels/ScoreHeaderViewModel.swift", code: """
        @Observable @MainActor final class ScoreHeaderViewModel {
            var state: MatchDisplayState?
            var showsDetails = false
            var isLastOver: Bool {
                guard let overs = state?.progress.split(separator: ".").first, let done = Int(overs) else { return false }
                return done == 19
            }
        }
        """) }

    @_optimize(none) static var visibilityExamples: (triggering: [Example], nonTriggering: [Example]) { (
        triggering: [
            // A presenter is the screen's view model: its banner's words picked by the game's status.
            Example(#"""
                struct ScoresListPresenter {
                    func bannerText(for game: GameResult) -> String {
                        ↓switch game.status {
                        case .final: return "FINAL"
                        case .live: return game.inningText ?? "LIVE"
                        default: return game.startText
                        }
                    }
                }
                """#, path: "ios/MLBApp/Presenters/ScoresListPresenter.swift", companions: [.init(path: "ios/MLBApp/Models/GameResult.swift", code: """
                    enum GameStatus: String, Codable, Hashable, Sendable { case scheduled, live, final }
                    struct GameResult: Codable, Hashable, Sendable { let status: GameStatus; let inningText: String?; let startText: String }
                    """)]),
            // A backend flag compared with `true`, picking the row's title.
            Example(#"""
                struct WinnerRow: View {
                    let winner: GolfWinner
                    var body: some View { Text(winner.isDefendingChamp == true ↓? "Defending Champion" : "Winner") }
                }
                """#, path: "ios/BoxScore/Views/WinnerRow.swift", companions: [.init(path: "ios/BoxScore/Models/GolfWinner.swift", code: """
                    struct GolfWinner: Codable, Hashable, Sendable { let name: String; let isDefendingChamp: Bool? }
                    """)]),
            // Localization keys picked by the backend's phase: each is the app's own words for it.
            Example("""
                struct MatchHeaderView: View {
                    let state: MatchDisplayState
                    var body: some View { Text(statusKey) }
                }

                private extension MatchHeaderView {
                    var statusKey: LocalizedStringKey {
                        ↓switch state.phase {
                        case .pre: "match_status_upcoming"
                        case .live: "match_status_live"
                        case .completed: "match_status_full_time"
                        }
                    }
                }
                """, path: "ios/CricketApp/Views/MatchHeaderView+Status.swift", companions: [ExampleModels.displayState]),
            // The view model's test, worked out from the backend's score in its own file, picks the words.
            Example("""
                struct ScoreHeader: View {
                    @State private var viewModel = ScoreHeaderViewModel()
                    var body: some View {
                        ↓if viewModel.isLastOver { Text("Final over") }
                    }
                }
                """, path: "ios/CricketApp/Views/ScoreHeader.swift", companions: [ExampleModels.displayState, scoreHeaderViewModel]),
            // A status line shown only in one phase, by its opacity.
            Example("""
                struct DelayNotice: View {
                    let state: MatchDisplayState
                    var body: some View {
                        Label("Toss delayed by a wet outfield", systemImage: "cloud.rain")
                            .opacity(state.phase == .pre ↓? 1 : 0)
                    }
                }
                """, path: "ios/CricketApp/Views/DelayNotice.swift", companions: [ExampleModels.displayState]),
            // An empty text field of the backend's read as a break in play, and words picked for it.
            Example("""
                struct ChaseFooter: View {
                    let state: MatchDisplayState
                    var body: some View {
                        ↓if state.chaseLine.isEmpty {
                            Text("Innings break")
                        } else {
                            Text(state.chaseLine)
                        }
                    }
                }
                """, path: "ios/CricketApp/Views/ChaseFooter.swift", companions: [ExampleModels.displayState]),
        ],
        nonTriggering: [
            // Keys a lookup reads after a guard on the phase: no words shown.
            Example("""
                @MainActor final class LiveGamesModel: ObservableObject {
                    func currentOver(_ state: MatchDisplayState, raw: [String: Any]) -> Int {
                        guard state.phase == .live else { return 0 }
                        return (raw["innings"] as? [String: Any])?["currentOver"] as? Int ?? 1
                    }
                }
                """, path: "ios/CricketApp/ViewModels/LiveGamesModel.swift", trap: .lookAlike, companions: [ExampleModels.displayState]),
            // A code the follow record keeps, chosen by the phase: one lower-case word, not words shown.
            Example("""
                @MainActor final class FollowModel: ObservableObject {
                    func follow(_ state: MatchDisplayState) async throws {
                        let record = FollowRecord(matchID: state.matchID, stage: state.phase == .live ? "inplay" : "prematch")
                        try await store.save(record)
                    }
                }
                """, path: "ios/CricketApp/ViewModels/FollowModel.swift", trap: .lookAlike, companions: [ExampleModels.displayState]),
            // The backend's own name, or an icon in its place: a presentation, no words chosen.
            Example("""
                struct StrikerBadge: View {
                    let batter: BatterLine
                    var body: some View {
                        if batter.isOnStrike {
                            Image(systemName: "figure.cricket")
                        } else {
                            Text(batter.name)
                        }
                    }
                }
                """, path: "ios/CricketApp/Views/Components/StrikerBadge.swift", trap: .lookAlike, companions: [ExampleModels.displayState]),
            // The screen's empty state once loading is done: the list's emptiness and the view
            // model's own flag, joined by &&, not the match's state.
            Example(#"""
                struct FixturesView: View {
                    @State private var viewModel = FixturesViewModel()
                    var body: some View {
                        List(viewModel.groups, id: \.leagueId) { group in Text(group.title) }
                            .overlay {
                                if viewModel.groups.isEmpty && !viewModel.isLoading {
                                    ContentUnavailableView("No fixtures", systemImage: "calendar")
                                }
                            }
                    }
                }
                """#, path: "ios/CricketApp/Views/FixturesView.swift", trap: .lookAlike, companions: [
                    .init(path: "ios/CricketApp/ViewModels/FixturesViewModel.swift", code: """
                        @Observable @MainActor final class FixturesViewModel {
                            private(set) var groups: [LeagueGroup] = []
                            private(set) var isLoading = false
                            func load(service: any MatchService) async {
                                isLoading = true
                                defer { isLoading = false }
                                groups = (try? await service.loadSchedule().groups) ?? []
                            }
                        }
                        """),
                    .init(path: "ios/CricketApp/Models/LeagueGroup.swift", code: """
                        struct LeagueGroup: Codable, Hashable, Sendable { let leagueId: String; let title: String }
                        """)]),
            // A row shown only when the state has a line for it: presence, the line itself shown.
            Example(#"""
                struct InfoRow: View {
                    let state: MatchDisplayState
                    var body: some View {
                        if state.chaseLine != "" {
                            HStack { Image("ic_information"); Text(state.chaseLine) }
                        }
                    }
                }
                """#, trap: .lookAlike, companions: [ExampleModels.displayState]),
            // How the live game was set up (one device or several), not what the match is doing.
            Example(#"""
                struct LiveGameRow: View {
                    let liveGame: LiveGameItem
                    var body: some View { Text(liveGame.isMultiDeviceSetup == false ? "View Live Game" : "Join Live Game") }
                }
                """#, path: "ios/Courtside/Views/LiveGameRow.swift", trap: .lookAlike, companions: [.init(path: "ios/Courtside/Models/LiveGameItem.swift", code: """
                    struct LiveGameItem: Codable, Hashable, Sendable { let id: String; let isMultiDeviceSetup: Bool? }
                    """)]),
            // A position checked against a row's length before it is read: a bound, not the match's state.
            Example(#"""
                struct StatsRowView: View {
                    let columns: [String]
                    let row: TableRow
                    var body: some View {
                        HStack {
                            ForEach(columns.indices, id: \.self) { index in
                                let cellValue = index < row.cells.count ? row.cells[index] : "-"
                                Text(cellValue)
                            }
                        }
                    }
                }
                """#, path: "ios/BoxScore/Views/StatsRowView.swift", trap: .lookAlike, companions: [.init(path: "ios/BoxScore/Models/TableRow.swift", code: """
                    struct TableRow: Codable, Hashable, Sendable { let id: String; let cells: [String] }
                    """)]),
            // Which button the state offers, each an image with its glass effect's identity: no text.
            Example("""
                struct ScoreControls: View {
                    let state: MatchDisplayState
                    @Namespace private var namespace
                    var body: some View {
                        if state.phase == .completed {
                            Image(systemName: "flag.pattern.checkered").glassEffectID("next", in: namespace)
                        } else {
                            Image(systemName: "play.fill").glassEffectID("next", in: namespace).glassEffectUnion(id: "2", namespace: namespace)
                        }
                    }
                }
                """, trap: .lookAlike),
            // The same view model's test of the fan's own choice: no match state.
            Example("""
                struct ScoreHeader: View {
                    @State private var viewModel = ScoreHeaderViewModel()
                    var body: some View {
                        if viewModel.showsDetails { Text("Hide details") } else { Text("Show details") }
                    }
                }
                """, path: "ios/CricketApp/Views/ScoreHeader.swift", trap: .lookAlike, companions: [ExampleModels.displayState, scoreHeaderViewModel]),
            // Names for analytics picked by the phase: keys no one reads, not localized words.
            Example("""
                private extension MatchHeaderView {
                    var analyticsScreen: String {
                        switch state.phase {
                        case .pre: "match_upcoming"
                        case .live: "match_live"
                        case .completed: "match_completed"
                        }
                    }
                }
                """, path: "ios/CricketApp/Views/MatchHeaderView+Analytics.swift", trap: .lookAlike, companions: [ExampleModels.displayState]),
            // An empty list is the app's own empty state; a field shown only when it has text.
            Example("""
                struct BattersList: View {
                    let state: MatchDisplayState
                    var body: some View {
                        if state.batters.isEmpty {
                            Text("No batters yet")
                        }
                        if !state.chaseLine.isEmpty {
                            Text(state.chaseLine)
                        }
                    }
                }
                """, path: "ios/CricketApp/Views/BattersList.swift", trap: .lookAlike, companions: [ExampleModels.displayState]),
            // Dimmed, not hidden; and an image faded by the view's own state.
            Example("""
                struct FixtureRow: View {
                    let state: MatchDisplayState
                    @State private var isPressed = false
                    var body: some View {
                        Text(state.scoreLine)
                            .opacity(state.phase == .completed ? 0.6 : 1)
                        Image(systemName: "sportscourt")
                            .opacity(isPressed ? 0 : 1)
                    }
                }
                """, path: "ios/CricketApp/Views/FixtureRow.swift", trap: .lookAlike, companions: [ExampleModels.displayState]),
            // The same score in both branches, in bold while live: the state picks a style.
            Example("""
                struct ScoreCell: View {
                    let state: MatchDisplayState
                    var body: some View {
                        if state.phase == .live {
                            Text(state.scoreLine).fontWeight(.heavy)
                        } else {
                            Text(state.scoreLine).foregroundStyle(.secondary)
                        }
                    }
                }
                """, path: "ios/CricketApp/Views/ScoreCell.swift", trap: .lookAlike, companions: [ExampleModels.displayState]),
            // The End button is offered until there is a result: an action the state allows, not words.
            Example("""
                struct ScoringControls: View {
                    let state: MatchDisplayState
                    let onEnd: () -> Void
                    var body: some View {
                        if state.phase != .completed {
                            Button(action: onEnd) {
                                Label("End match", systemImage: "flag.checkered")
                            }
                        }
                    }
                }
                """, path: "ios/CricketApp/Views/ScoringControls.swift", trap: .lookAlike, companions: [ExampleModels.displayState]),
            // A content state with one case: the switch unpacks its values and chooses nothing.
            Example("""
                struct CountdownView: View {
                    let state: CountdownAttributes.ContentState
                    var body: some View {
                        switch state {
                        case let .beforeToss(start, title):
                            VStack { Text(title); Text("Toss in"); Text(start, style: .timer) }
                        }
                    }
                }
                """, path: "ios/CricketWidget/CountdownView.swift", trap: .lookAlike,
                companions: [.init(path: "ios/CricketWidget/CountdownAttributes.swift", code: """
                    import ActivityKit

                    struct CountdownAttributes: ActivityAttributes {
                        enum ContentState: Codable, Hashable {
                            case beforeToss(start: Date, title: String)
                        }
                    }
                    """)]),
            // How the league is set up decides which positions the picker offers; an id compared
            // however it is spelled, and a query's table and column names, choose no words.
            Example("""
                @MainActor final class DraftModel: ObservableObject {
                    let league: LeagueSettings
                    @Published var alertMessage = ""
                    var positions: [String] {
                        var all = ["Any", "Batter", "Bowler"]
                        if league.includeKeepers { all.append("Keeper") }
                        return all
                    }
                    func pick(_ pick: DraftPick, by userID: String) async throws {
                        if userID.lowercased() != pick.userID.lowercased() {
                            alertMessage = "It is not your turn to pick"
                            return
                        }
                        if league.allowTrades {
                            try await database.from("Trades").select().eq("league", value: league.id).execute()
                        }
                    }
                }
                """, path: "ios/CricketApp/ViewModels/DraftModel.swift", trap: .lookAlike,
                companions: [.init(path: "ios/CricketApp/Models/LeagueSettings.swift", code: """
                    struct LeagueSettings: Codable, Hashable, Sendable {
                        let id: String
                        let includeKeepers: Bool
                        let allowTrades: Bool
                    }

                    struct DraftPick: Codable, Hashable, Sendable {
                        let userID: String
                        let round: Int
                    }
                    """)]),
            Example(#"let note = "Label(…).opacity(state.phase == .pre ? 1 : 0) hides the delay""#, path: "ios/CricketApp/Views/Notes.swift", trap: .inString),
            Example("// .opacity(state.phase == .pre ? 1 : 0) moved to the backend's display state", path: "ios/CricketApp/Views/Notes.swift",
                    trap: .inComment),
        ]) }
}
