// Where a value comes from when no Codable type the project declares names it: an API client
// that decodes what its caller asks for, a static helper's callers elsewhere, and a GraphQL
// client's generated result.

import Testing
@testable import UmpireCore

extension ProvenanceTests {
    @Test("What an API client's generic method decodes is the backend's; its raw bytes are not")
    func genericClientResults() {
        let project = Project([
            "ios/App/Networking/APIClient.swift": """
                struct Endpoint<Response: Decodable> { let path: String }
                protocol APIClientProtocol: Sendable {
                    func send<Response: Decodable>(_ endpoint: Endpoint<Response>) async throws -> Response
                    func raw(_ path: String) async throws -> Data
                }
                """,
            "ios/App/Services/ScheduleService.swift": """
                final class ScheduleService {
                    private let api: any APIClientProtocol
                    func load() async throws {
                        let schedule = try await api.send(.schedule)
                        let bytes = try await api.raw("/health")
                        print(schedule.leagues, bytes.count)
                    }
                }
                """,
        ])
        #expect(project.origin("api.send(.schedule)", in: "ios/App/Services/ScheduleService.swift").isBackend)
        #expect(project.origin("schedule.leagues", in: "ios/App/Services/ScheduleService.swift").isBackend)
        #expect(!project.origin("api.raw(\"/health\")", in: "ios/App/Services/ScheduleService.swift").isBackend)
    }

    @Test("A static helper of an extension holds what its callers in other files pass, called by its type's name")
    func staticHelperCallers() {
        let project = Project([
            "ios/App/Models/Game.swift": """
                struct GameDTO: Codable, Hashable, Sendable { let date: String }
                struct Game {
                    let date: Date
                    init(game: GameDTO) { date = Date.parseDate(dateString: game.date) }
                }
                """,
            "ios/App/Utils/Dates.swift": """
                extension Date {
                    static func parseDate(dateString: String) -> Date { reader.date(from: dateString) ?? Date() }
                }
                """,
            "ios/App/Utils/Labels.swift": """
                extension Date {
                    func parseDate(dateString: String) -> String { dateString }
                }
                """,
        ])
        #expect(project.origin("dateString", in: "ios/App/Utils/Dates.swift").isBackend)
        // An instance method's name is too common across types to follow to its callers.
        #expect(!project.origin("dateString", in: "ios/App/Utils/Labels.swift").isBackend)
    }

    @Test("A GraphQL client's generated result is the backend's; a type merely nested in a Data namespace is not")
    func graphQLResults() {
        let project = Project([
            "ios/App/Models/GameTime.swift": """
                struct GameTime {
                    init(game: GamesQuery.Data.Game, row: Layout.Data.Row) {
                        print(game.time, row.title)
                    }
                }
                """,
        ])
        #expect(project.origin("game.time", in: "ios/App/Models/GameTime.swift").isBackend)
        #expect(!project.origin("row.title", in: "ios/App/Models/GameTime.swift").isBackend)
    }

    @Test("Whether the backend's date is today, tomorrow or yesterday is the device's clock; the date itself stays the backend's")
    func calendarDayTests() {
        let project = Project([
            "ios/App/Models/Fixture.swift": """
                struct Fixture: Codable, Hashable, Sendable { let kickoff: Date }
                """,
            "ios/App/Views/FixtureRow.swift": """
                struct FixtureRow: View {
                    let fixture: Fixture
                    var body: some View {
                        let today = Calendar.current.isDateInToday(fixture.kickoff)
                        let tomorrow = Calendar.current.isDateInTomorrow(fixture.kickoff)
                        let sameDay = Calendar.current.isDate(fixture.kickoff, inSameDayAs: Date())
                        Text(fixture.kickoff, style: .time)
                    }
                }
                """,
        ])
        let row = "ios/App/Views/FixtureRow.swift"
        for call in ["Calendar.current.isDateInToday(fixture.kickoff)", "Calendar.current.isDateInTomorrow(fixture.kickoff)",
                     "Calendar.current.isDate(fixture.kickoff, inSameDayAs: Date())"] {
            let origin = project.origin(call, in: row)
            #expect(origin.source == .device && origin.reason == .clock, "\(call)")
        }
        #expect(project.origin("fixture.kickoff", in: row).isBackend)
    }

    @Test("A static helper given a backend value returns one worked out from it; a fetch's argument only says what to fetch")
    func staticHelperResults() {
        let project = Project([
            "ios/App/Models/Game.swift": """
                struct Game: Codable, Hashable, Sendable { let datetimeUTC: String; let teamID: Int }
                """,
            "ios/App/Services/ScoresService.swift": """
                final class ScoresService {
                    static func parseUTCDate(_ text: String) -> Date? { nil }
                    static func fetchCount(for teamID: Int) async throws -> Int { 0 }
                }
                """,
            "ios/App/Views/NextGameView.swift": """
                struct NextGameView: View {
                    let game: Game
                    var body: some View {
                        let kickoff = ScoresService.parseUTCDate(game.datetimeUTC)
                        let count = try await ScoresService.fetchCount(for: game.teamID)
                        Text("x")
                    }
                }
                """,
        ])
        let view = "ios/App/Views/NextGameView.swift"
        #expect(project.origin("ScoresService.parseUTCDate(game.datetimeUTC)", in: view).isBackend)
        #expect(!project.origin("ScoresService.fetchCount(for: game.teamID)", in: view).isBackend)
    }

    @Test("A timeline entry's date and a Date argument named for now are the device's clock: a backend date measured against either is a countdown")
    func timelineDates() {
        let project = Project([
            "ios/App/Models/Game.swift": """
                struct Game: Codable, Hashable, Sendable { let tipOff: Date }
                """,
            "ios/Widget/CountdownWidget.swift": """
                struct CountdownEntry: TimelineEntry { let date: Date; let game: Game }
                struct CountdownView: View {
                    let entry: CountdownEntry
                    let currentDate: Date
                    var body: some View {
                        let shown = entry.date
                        let left = entry.game.tipOff.timeIntervalSince(currentDate)
                        Text("x")
                    }
                }
                """,
        ])
        let widget = "ios/Widget/CountdownWidget.swift"
        #expect(project.origin("entry.date", in: widget).reason == .clock)
        let left = project.origin("entry.game.tipOff.timeIntervalSince(currentDate)", in: widget)
        #expect(left.source == .device && left.reason == .clock)
        #expect(project.origin("entry.game.tipOff", in: widget).isBackend)
    }

    @Test("A collection copied or deduplicated (Array(…), Set(…)) keeps its origin: the backend's list stays the backend's, a local one stays local")
    func collectionCopies() {
        let project = Project([
            "ios/App/Models/Group.swift": """
                struct MatchItem: Codable, Hashable, Sendable { let courtLabel: String }
                struct TournamentGroup: Codable, Hashable, Sendable { let matches: [MatchItem] }
                """,
            "ios/App/Views/Header.swift": """
                struct Header: View {
                    let group: TournamentGroup
                    @State private var picked: [String] = []
                    var body: some View {
                        let courts = Array(Set(group.matches.map(\\.courtLabel)))
                        let mine = Array(picked)
                        Text("x")
                    }
                }
                """,
        ])
        let header = "ios/App/Views/Header.swift"
        #expect(project.origin("Array(Set(group.matches.map(\\.courtLabel)))", in: header).isBackend)
        #expect(!project.origin("Array(picked)", in: header).isBackend)
    }

    @Test("A typealias naming a type of another file is that type: a Live Activity's ContentState aliased to the generated display state")
    func aliasesAcrossFiles() {
        let project = Project([
            "ios/App/Models/Generated/LiveActivityModels.generated.swift": """
                struct LiveActivityDisplayState: Codable, Hashable, Sendable { let homeScore: String }
                """,
            "ios/Widget/GameActivityAttributes.swift": """
                struct GameActivityAttributes: ActivityAttributes {
                    typealias ContentState = LiveActivityDisplayState
                    let gameId: String
                }
                """,
            "ios/Widget/LockScreenView.swift": """
                struct LockScreenView: View {
                    let context: ActivityViewContext<GameActivityAttributes>
                    var body: some View {
                        let state = context.state
                        Text(state.homeScore)
                    }
                }
                """,
        ])
        #expect(project.origin("state.homeScore", in: "ios/Widget/LockScreenView.swift").isBackend)
    }
}


extension ProvenanceTests {
    @Test("A service injected with @Environment(\\.key) and no type written is the type its EnvironmentValues entry declares")
    func environmentInjectedService() {
        let project = Project([
            "ios/App/Models/Models.swift": Self.models,
            "ios/App/Services/MatchService.swift": """
                protocol MatchService: Sendable {
                    var matches: [MatchItem] { get }
                }
                private struct MatchServiceKey: EnvironmentKey {
                    static let defaultValue: any MatchService = FakeMatchService()
                }
                extension EnvironmentValues {
                    var matchService: any MatchService {
                        get { self[MatchServiceKey.self] }
                        set { self[MatchServiceKey.self] = newValue }
                    }
                }
                """,
            "ios/App/Views/MatchesView.swift": """
                struct MatchesView: View {
                    @Environment(\\.matchService) private var matchService
                    var body: some View {
                        ForEach(matchService.matches, id: \\.runs) { match in Text("\\(match.wickets) down") }
                    }
                }
                """,
        ])
        #expect(project.origin("match.wickets", in: "ios/App/Views/MatchesView.swift").isBackend)
    }
}
