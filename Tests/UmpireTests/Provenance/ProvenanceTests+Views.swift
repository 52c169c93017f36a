// Provenance in the views' own terms: what a view model's method returns, what a binding
// holds, and what a Live Activity's configuration closures are handed.

import Testing
@testable import UmpireCore

extension ProvenanceTests {
    @Test("A view model's method given a backend value returns one worked out from it; its fetches do not")
    func viewModelMethods() {
        let project = Project([
            "ios/App/Models/Models.swift": Self.models,
            "ios/App/ViewModels/MatchViewModel.swift": """
                @Observable final class MatchViewModel {
                    func wicketsLeft(_ match: MatchItem) -> Int { 10 - match.wickets }
                    func fetchScorecard(_ match: MatchItem) async -> Scorecard { await api.scorecard(match.runs) }
                    func greeting(_ name: String) -> String { "Hi " + name }
                }
                """,
            "ios/App/Views/MatchView.swift": """
                struct MatchView: View {
                    @State var viewModel: MatchViewModel
                    let match: MatchItem
                    var body: some View {
                        Text("\\(viewModel.wicketsLeft(match)) wickets left")
                        Text(viewModel.greeting("fan"))
                        Task { let card = await viewModel.fetchScorecard(match) }
                    }
                }
                """,
        ])
        let left = project.origin("viewModel.wicketsLeft(match)", in: "ios/App/Views/MatchView.swift")
        #expect(left.isBackend)
        #expect(left.type?.name == "Int")
        #expect(!project.origin("viewModel.greeting(\"fan\")", in: "ios/App/Views/MatchView.swift").isBackend)
        #expect(!project.origin("viewModel.fetchScorecard(match)", in: "ios/App/Views/MatchView.swift").isBackend)
    }

    @Test("Text trimmed or recased is still the backend's String, under a guard that shadows its name")
    func stringsCleanedUp() {
        let project = Project([
            "ios/App/Models/Models.swift": Self.models,
            "ios/App/Views/ScoreBadge.swift": """
                struct ScoreBadge: View {
                    let game: MatchItem
                    var body: some View { Text(homeText(game.homeScore)) }
                    func homeText(_ homeScore: String?) -> String {
                        guard let homeScore = homeScore?.trimmingCharacters(in: .whitespaces) else { return "" }
                        return homeScore.uppercased()
                    }
                }
                """,
        ])
        let badge = "ios/App/Views/ScoreBadge.swift"
        let trimmed = project.origin("homeScore?.trimmingCharacters(in: .whitespaces)", in: badge)
        #expect(trimmed.isBackend && trimmed.type?.name == "String")
        let recased = project.origin("homeScore.uppercased()", in: badge)
        #expect(recased.isBackend && recased.type?.name == "String")
        #expect(project.origin("game.homeScore", in: badge).isBackend)
    }

    @Test("A binding the view edits holds the user's input; one it only reads holds what it is given")
    func bindings() {
        let project = Project([
            "ios/App/Models/Models.swift": Self.models,
            "ios/App/Views/Editor.swift": """
                struct RunsEditor: View {
                    @Binding var item: MatchItem
                    var body: some View { Stepper("Runs \\(item.runs)", value: $item.runs) }
                }
                """,
            "ios/App/Views/Row.swift": """
                struct ScoreRow: View {
                    @Binding var item: MatchItem
                    var body: some View { Text("\\(item.runs)/\\(item.wickets)") }
                }
                """,
        ])
        #expect(project.origin("item.runs", in: "ios/App/Views/Editor.swift").isDevice)
        #expect(project.origin("item.runs", in: "ios/App/Views/Row.swift").isBackend)
    }

    @Test("A Live Activity's configuration closures are handed its attributes' context")
    func activityConfigurationContext() {
        let project = Project([
            "ios/Widget/ScoreAttributes.swift": """
                struct ScoreAttributes: ActivityAttributes {
                    struct ContentState: Codable, Hashable { let runs: Int; let scoreLine: String }
                    let homeTeam: String
                }
                """,
            "ios/Widget/ScoreLiveActivity.swift": """
                struct ScoreLiveActivity: Widget {
                    var body: some WidgetConfiguration {
                        ActivityConfiguration(for: ScoreAttributes.self) { context in
                            Text(context.state.scoreLine)
                        } dynamicIsland: { context in
                            DynamicIsland {
                                DynamicIslandExpandedRegion(.leading) { Text("\\(context.state.runs) runs") }
                            } compactLeading: { Text(context.attributes.homeTeam) } compactTrailing: { EmptyView() } minimal: { EmptyView() }
                        }
                    }
                }
                """,
        ])
        #expect(project.origin("context.state.scoreLine", in: "ios/Widget/ScoreLiveActivity.swift").isBackend)
        #expect(project.origin("context.state.runs", in: "ios/Widget/ScoreLiveActivity.swift").isBackend)
        #expect(project.origin("context.attributes.homeTeam", in: "ios/Widget/ScoreLiveActivity.swift").isBackend)
    }

    @Test("A content state named by a typealias is the content state, and a subview's own initializer passes it on")
    func contentStateTypealias() {
        let project = Project([
            "ios/App/LiveActivity/MatchAttributes.swift": """
                struct MatchAttributes: ActivityAttributes {
                    typealias ContentState = MatchLiveActivity
                    struct MatchLiveActivity: Codable, Hashable { let localGoals: Int }
                    let stadium: String
                }
                """,
            "ios/Widget/LockScreenView.swift": """
                struct LockScreenView: View {
                    private let context: ActivityViewContext<MatchAttributes>
                    init(context: ActivityViewContext<MatchAttributes>) { self.context = context }
                    var body: some View { GoalsView(goals: context.state.localGoals) }
                }

                private struct GoalsView: View {
                    private let localGoals: Int
                    init(goals: Int) { self.localGoals = goals }
                    var body: some View { Text("\\(localGoals)") }
                }
                """,
        ])
        #expect(project.origin("context.state.localGoals", in: "ios/Widget/LockScreenView.swift").isBackend)
        #expect(project.origin("localGoals", in: "ios/Widget/LockScreenView.swift").isBackend)
    }

    @Test("A subview in a file naming no backend type holds what its parent passes, whose value comes from a view model in a third file")
    func subviewInItsOwnFile() {
        let project = Project([
            "ios/App/Models/Models.swift": ProvenanceTests.models + "\nstruct GameDetailResponse: Codable { let clock: String }",
            "ios/App/ViewModels/GameDetailViewModel.swift": """
                @Observable final class GameDetailViewModel {
                    private(set) var detail: GameDetailResponse?
                }
                """,
            "ios/App/Views/GameDetailView.swift": """
                struct GameDetailView: View {
                    @State private var viewModel = GameDetailViewModel()
                    var body: some View {
                        if let detail = viewModel.detail { PeriodProgressView(clock: detail.clock) }
                    }
                }
                """,
            "ios/App/Views/PeriodProgressView.swift": """
                struct PeriodProgressView: View {
                    let clock: String
                    var body: some View { Text(clock) }
                }
                """,
            "ios/App/Views/RinkBackground.swift": """
                struct RinkBackground: View {
                    let tint: String
                    var body: some View { Text(tint) }
                }
                """,
        ])
        #expect(project.contexts["ios/App/Views/PeriodProgressView.swift"]!.mayHoldBackendValues)
        #expect(project.origin("clock", in: "ios/App/Views/PeriodProgressView.swift").isBackend)
        // Built nowhere else: nothing can arrive, and the file is not parsed for provenance.
        #expect(!project.contexts["ios/App/Views/RinkBackground.swift"]!.mayHoldBackendValues)
    }

    @Test("A view model's property is read where the view model is declared: the days of the device's calendar, or a backend field")
    func viewModelPropertyInItsOwnFile() {
        let project = Project([
            "ios/App/Models/Models.swift": ProvenanceTests.models,
            "ios/App/ViewModels/ScoresViewModel.swift": """
                @Observable final class ScoresViewModel {
                    let days: [Date] = (0..<7).compactMap {
                        Calendar.current.date(byAdding: .day, value: $0, to: Calendar.current.startOfDay(for: .now))
                    }
                    var headline: String { state?.oversLine ?? "" }
                    var state: MatchDisplayState?
                }
                """,
            "ios/App/Views/ScoresView.swift": """
                struct ScoresView: View {
                    @State private var viewModel = ScoresViewModel()
                    var body: some View {
                        DayPicker(days: viewModel.days)
                        Text(viewModel.headline)
                    }
                }
                """,
            "ios/App/Views/DayPicker.swift": """
                struct DayPicker: View {
                    let days: [Date]
                    var body: some View { ForEach(days, id: \\.self) { day in Text(day, format: .dateTime.day()) } }
                }
                """,
        ])
        #expect(project.origin("viewModel.days", in: "ios/App/Views/ScoresView.swift").isDevice)
        #expect(project.origin("viewModel.headline", in: "ios/App/Views/ScoresView.swift").isBackend)
        #expect(project.origin("day", in: "ios/App/Views/DayPicker.swift").isDevice)
    }

    @Test("A String parameter no call reaches, named as a backend String field: unknown, with the field it is named after")
    func parameterNamedAfterField() {
        let project = Project([
            "ios/App/Models/Models.swift": ProvenanceTests.models,
            "ios/App/Support/Overs.swift": """
                func ballNumber(from oversLine: String) -> Int { Int(oversLine.split(separator: ".").last ?? "0") ?? 0 }
                func columns(of csvLine: String) -> [Substring] { csvLine.split(separator: ",") }
                func runsText(runs: Int) -> String { String(runs) }
                """,
            "ios/App/Views/OversBadge.swift": """
                struct OversBadge: View {
                    let oversLine: String
                    var body: some View { Text(oversLine) }
                }
                """,
            "ios/App/Support/Passed.swift": """
                func passed(oversLine: String) -> String { oversLine }
                func caller(state: MatchDisplayState) -> String { passed(oversLine: state.oversLine) }
                """,
        ])
        let named = project.origin("oversLine", in: "ios/App/Support/Overs.swift")
        #expect(named.source == .unknown, "a name is not a declaration: each rule says whether it counts")
        if case let .namedAfterField(owner, member) = named.reason {
            #expect(owner == "MatchDisplayState" && member == "oversLine")
        } else {
            Issue.record("oversLine: \(named.reason), not named after MatchDisplayState.oversLine")
        }
        if case .known = project.origin("csvLine", in: "ios/App/Support/Overs.swift").reason {} else {
            Issue.record("a String no backend type names is a plain String")
        }
        if case .known = project.origin("runs", in: "ios/App/Support/Overs.swift").reason {} else {
            Issue.record("only String parameters are read by their name: an Int named as a field is an Int")
        }
        #expect(project.origin("oversLine", in: "ios/App/Support/Passed.swift").isBackend, "a call site that passes the field says more than the name")
        if case .namedAfterField = project.origin("oversLine", in: "ios/App/Views/OversBadge.swift").reason {} else {
            Issue.record("a view's stored String no construction fills is named after the field too")
        }
    }

    @Test("A backend list grouped into a dictionary: its values are lists of the backend's rows, its keys the backend's too")
    func groupedRows() {
        let project = Project([
            "ios/App/Models/Models.swift": ProvenanceTests.models,
            "ios/App/Views/GroupsView.swift": """
                struct GroupsView: View {
                    let state: MatchDisplayState
                    var body: some View {
                        let byName = Dictionary(grouping: state.batters, by: \\.name).sorted { $0.key < $1.key }
                        let byRuns = Dictionary(grouping: state.batters) { $0.runs > 50 }
                        ForEach(byName, id: \\.key) { name, lines in
                            Text(name)
                            Text(lines.first?.name ?? "—")
                        }
                        List(byRuns[true] ?? []) { line in Text(line.name) }
                        let counts = Dictionary(grouping: [1, 2, 3]) { $0 % 2 }
                        ForEach(0..<state.batters.count) { n in Text("\\(n + 1)") }
                    }
                }
                """,
        ])
        let view = "ios/App/Views/GroupsView.swift"
        #expect(project.origin("lines.first?.name", in: view).isBackend, "a group's rows are the backend's rows")
        #expect(project.origin("name", in: view).isBackend, "a group's key is read off the backend's rows")
        #expect(project.origin("line.name", in: view).isBackend, "a group taken by its key, with `?? []`")
        #expect(!project.origin("Dictionary(grouping: [1, 2, 3]) { $0 % 2 }", in: view).isBackend, "the app's own numbers grouped stay the app's")
        #expect(project.origin("n", in: view).isDevice, "a position counted up to the backend's number is a position")
    }
}

extension ProvenanceTests {
    @Test("A Core Data entity the app fetches is its own store: a row's fields are declared, not the backend's")
    func coreDataRows() {
        let project = Project([
            "ios/App/CoreData/Game+CoreDataClass.swift": """
                import CoreData
                @objc(Game)
                public class Game: NSManagedObject {}
                """,
            "ios/App/CoreData/Game+CoreDataProperties.swift": """
                import CoreData
                extension Game {
                    @NSManaged public var average: Double
                    public var wrappedAverage: Double { average }
                }
                """,
            "ios/App/Pages/ListOfRecord.swift": """
                import SwiftUI
                struct ListOfRecord: View {
                    @FetchRequest var games: FetchedResults<Game>
                    var body: some View {
                        List { ForEach(games) { game in Text("\\(game.wrappedAverage, specifier: "%.2f")") } }
                    }
                }
                """,
        ])
        let list = "ios/App/Pages/ListOfRecord.swift"
        let average = project.origin("game.wrappedAverage", in: list)
        #expect(!average.isBackend)
        #expect(average.type?.name == "Double")
    }
}

extension ProvenanceTests {
    @Test("An extension of a view in its file reads the properties the view stores")
    func extensionOfAView() {
        let project = Project([
            "ios/App/Models/Models.swift": Self.models,
            "ios/App/Views/MatchSheet.swift": """
                struct MatchSheet: View {
                    let match: MatchItem
                    var body: some View { Text("Sheet") }
                }
                extension MatchSheet {
                    var wicketsShown: Int { match.wickets }
                }
                """,
        ])
        #expect(project.origin("match.wickets", in: "ios/App/Views/MatchSheet.swift").isBackend)
    }
}

extension ProvenanceTests {
    @Test("A helper the app makes, given only the user's own entries, works out the device's value; a view model's answer is not assumed")
    func helperOnDeviceValues() {
        let project = Project([
            "ios/App/Models/Models.swift": Self.models,
            "ios/App/Views/ScoreBoard.swift": """
                struct ScoreBoard: View {
                    @Binding var arrows: [[Int]]
                    let scoring = ScoringFunctions()
                    let viewModel = BoardViewModel()
                    var body: some View {
                        Text("\\(scoring.average(of: arrows), specifier: "%.2f")")
                        Text(viewModel.headline(for: arrows))
                        TextField("Score", value: $arrows[0][0], format: .number)
                    }
                }
                """,
        ])
        let board = "ios/App/Views/ScoreBoard.swift"
        #expect(project.origin("scoring.average(of: arrows)", in: board).isDevice)
        #expect(!project.origin("viewModel.headline(for: arrows)", in: board).isDevice)
    }
}
