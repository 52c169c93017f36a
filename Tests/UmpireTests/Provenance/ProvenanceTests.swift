// Where values come from, across the files of one project: backend fields and what is
// computed from them, the device's own values, and what no declaration reaches.

import Testing
@testable import UmpireCore

/// A small project: its files parsed, its model built from all of them.
struct Project {
    let contexts: [String: RuleContext]

    init(_ files: [String: String]) {
        let parsed = files.mapValues { SourceFile(path: "x.swift", source: $0) }
        let declarations = parsed.flatMap { path, file in file.declaredTypes(path: path, generated: false) }
        let sources = files.mapValues { Array($0.utf8) }
        let callSites = CallSites(callers: sources.map { CallSites.Caller(path: $0.key, called: CallSites.calledNameHashes($0.value)) },
                                  load: { sources[$0] })
        let model = ProjectModel(declarations: declarations, settings: .defaults, callSites: callSites)
        contexts = Dictionary(uniqueKeysWithValues: parsed.map { path, file in
            (path, RuleContext(file: file, context: FileContext(path: path, rolePath: path, roles: RoleGlobs.defaults.roles(of: path)), model: model))
        })
    }

    /// The provenance of the last expression in `path` written exactly `text`.
    func origin(_ text: String, in path: String) -> Provenance {
        let context = contexts[path]!
        let tree = context.file.syntax
        let matches = tree.nodes.indices.filter { tree.kind($0).isValue && tree.text($0) == text }
        guard let id = matches.last else {
            Issue.record("no expression `\(text)` in \(path)")
            return .unknown
        }
        return context.provenance(of: id)
    }
}

@Suite("Provenance")
struct ProvenanceTests {
    static let models = """
        struct MatchDisplayState: Codable {
            let oversLine: String
            let batters: [BatterLine]
            let chase: Chase?
            let phase: MatchPhase
            struct BatterLine: Codable, Identifiable { let id: String; let name: String; let runs: Int; let isOnStrike: Bool }
            struct Chase: Codable { let runs: Int; let balls: Int }
        }
        enum MatchPhase: String, Codable { case live, innings, completed }
        struct MatchItem: Codable { let homeScore: String?; let awayScore: String?; let runs: Int; let wickets: Int }
        """

    @Test("An enumerated backend collection: the element parameter is the backend's, the offset is not")
    func enumeratedElements() {
        let project = Project([
            "ios/App/Models/Models.swift": Self.models,
            "ios/App/Views/BattersView.swift": """
                struct BattersView: View {
                    let state: MatchDisplayState
                    var body: some View {
                        ForEach(Array(state.batters.enumerated()), id: \\.offset) { position, line in
                            Text(line.name)
                            Text(position)
                        }
                        let names = state.batters.enumerated().map { n, batter in batter.name }
                        let pairs = state.batters.enumerated().map { $0 }
                    }
                }
                """,
        ])
        #expect(project.origin("line.name", in: "ios/App/Views/BattersView.swift").isBackend)
        #expect(!project.origin("position", in: "ios/App/Views/BattersView.swift").isBackend, "an offset counts rows on the device")
        #expect(project.origin("batter.name", in: "ios/App/Views/BattersView.swift").isBackend)
        #expect(project.origin("$0", in: "ios/App/Views/BattersView.swift").isBackend, "one parameter: the pair, as before")
    }

    @Test("Fields of backend types, through locals, optional bindings, loops and closures")
    func backendFields() {
        let project = Project([
            "ios/App/Models/Models.swift": Self.models,
            "ios/App/Views/ScoreView.swift": """
                struct ScoreView: View {
                    let state: MatchDisplayState
                    var body: some View {
                        VStack {
                            Text(state.oversLine)
                            ForEach(state.batters) { batter in Text(batter.name) }
                            let strikers = state.batters.filter { $0.isOnStrike }
                            if let chase = state.chase { Text("Need \\(chase.runs)") }
                            ForEach(strikers) { striker in Text(striker.name) }
                        }
                    }
                    func total() -> Int {
                        guard let chase = state.chase else { return 0 }
                        var sum = 0
                        for batter in state.batters { sum += batter.runs }
                        return sum + chase.balls
                    }
                }
                """,
        ])
        let view = "ios/App/Views/ScoreView.swift"
        #expect(project.origin("state.oversLine", in: view).reason == .backendField(owner: "MatchDisplayState", member: "oversLine"))
        #expect(project.origin("batter.name", in: view).isBackend)
        #expect(project.origin("$0.isOnStrike", in: view).isBackend)
        #expect(project.origin("chase.runs", in: view).isBackend)
        #expect(project.origin("\"Need \\(chase.runs)\"", in: view).reason == .derived)
        #expect(project.origin("striker.name", in: view).isBackend)
        #expect(project.origin("batter.runs", in: view).isBackend)
        #expect(project.origin("chase.balls", in: view).isBackend)
        #expect(project.origin("sum + chase.balls", in: view).isBackend)
    }

    @Test("Extensions in other files: a backend type's own fields, its computed members, a free function's backend parameter")
    func acrossFiles() {
        let project = Project([
            "ios/App/Models/Models.swift": Self.models,
            "ios/App/Extensions/MatchItem+Display.swift": """
                extension MatchItem {
                    var scoreLine: String { "\\(runs)/\\(wickets)" }
                }
                """,
            "ios/App/Views/Helpers/Status.swift": """
                func statusText(for phase: MatchPhase) -> String {
                    switch phase { case .live: return "LIVE"; default: return "" }
                }
                """,
            "ios/App/Views/Row.swift": """
                struct Row: View {
                    let item: MatchItem
                    var body: some View { Text(item.scoreLine) }
                }
                """,
        ])
        #expect(project.origin("runs", in: "ios/App/Extensions/MatchItem+Display.swift").reason == .backendField(owner: "MatchItem", member: "runs"))
        #expect(project.origin("\"\\(runs)/\\(wickets)\"", in: "ios/App/Extensions/MatchItem+Display.swift").reason == .derived)
        #expect(project.origin("phase", in: "ios/App/Views/Helpers/Status.swift").isBackend)
        #expect(project.origin("item.scoreLine", in: "ios/App/Views/Row.swift").isBackend)
    }

    @Test("Conversions and arithmetic carry the backend origin; the checklist's own example")
    func derived() {
        let project = Project([
            "ios/App/Models/Models.swift": Self.models,
            "ios/App/Views/MatchRow.swift": """
                struct MatchRow: View {
                    let game: MatchItem
                    var leadText: String? {
                        guard let home = Int(game.homeScore ?? ""), let away = Int(game.awayScore ?? "") else { return nil }
                        let lead = home - away
                        return "Lead by \\(lead)"
                    }
                }
                """,
        ])
        let row = "ios/App/Views/MatchRow.swift"
        #expect(project.origin("Int(game.homeScore ?? \"\")", in: row).reason == .derived)
        #expect(project.origin("home - away", in: row).isBackend)
        #expect(project.origin("\"Lead by \\(lead)\"", in: row).isBackend)
        let lead = project.origin("lead", in: row)
        #expect(lead.isBackend)
        #expect(lead.explanation(in: project.contexts[row]!.file).contains("game"))
    }

    @Test("The device's own values: literals, the clock, state wrappers, constants, layout")
    func device() {
        let project = Project([
            "ios/App/Models/Models.swift": Self.models,
            "ios/App/Views/Countdown.swift": """
                struct Countdown: View {
                    @State private var sliderValue = 0.5
                    @AppStorage("units") var units = "metric"
                    var body: some View {
                        GeometryReader { proxy in
                            Rectangle().frame(width: proxy.size.width * sliderValue)
                            Text(Date().formatted())
                            Text(Date.now, style: .relative)
                            Text(units)
                            Text("Upcoming")
                            Text(Theme.title)
                        }
                    }
                }
                """,
        ])
        let view = "ios/App/Views/Countdown.swift"
        #expect(project.origin("sliderValue", in: view).reason == .localState(wrapper: "State"))
        #expect(project.origin("units", in: view).reason == .localState(wrapper: "AppStorage"))
        #expect(project.origin("proxy.size.width", in: view).reason == .layout)
        #expect(project.origin("proxy.size.width * sliderValue", in: view).isDevice)
        #expect(project.origin("Date().formatted()", in: view).reason == .clock)
        #expect(project.origin("Date.now", in: view).reason == .clock)
        #expect(project.origin("\"Upcoming\"", in: view).reason == .literal)
        #expect(project.origin("Theme.title", in: view).reason == .appConstant)
    }

    @Test("The device's time against the backend's: a countdown; an optional's map; a system type's extension")
    func timesOptionalsAndExtensions() {
        let project = Project([
            "ios/App/Models/Models.swift": Self.models + "\nstruct Block: Codable { let start: Date; func remaining(at now: Date) -> TimeInterval { 0 } }"
                + "\nprotocol MatchService { func fixtures(day: Date) async throws -> MatchDisplayState }",
            "ios/App/Extensions/String+Score.swift": """
                extension String {
                    var trailingWickets: Int? { Int(split(separator: "/").last ?? "") }
                }
                """,
            "ios/App/Views/BlockCard.swift": """
                struct BlockCard: View {
                    @State private var now = Date()
                    let block: Block
                    let currentTime: Date
                    let kickoff: Date
                    let state: MatchDisplayState
                    let service: any MatchService
                    var body: some View {
                        Text("\\(service.fixtures(day: currentTime).oversLine)")
                        Text("\\(block.remaining(at: currentTime))")
                        Text("\\(block.remaining(at: kickoff))")
                        Text(block.start > now ? "later" : "now")
                        Text(state.chase.map { "\\($0.runs)" } ?? "")
                        Text("\\(state.oversLine.trailingWickets ?? 0)")
                    }
                }
                """,
        ])
        let view = "ios/App/Views/BlockCard.swift"
        // A `Date` named for now, and a view's @State date, are the device's clock.
        #expect(project.origin("block.remaining(at: currentTime)", in: view).reason == .clock)
        // A service's fetch for today is the backend's data, not a countdown.
        #expect(project.origin("service.fixtures(day: currentTime)", in: view).isBackend)
        #expect(project.origin("block.start > now", in: view).reason == .clock)
        // A date named otherwise may be the backend's, handed on: not taken for the clock.
        #expect(project.origin("block.remaining(at: kickoff)", in: view).isBackend)
        // The wrapped value of an optional, with its type.
        #expect(project.origin("$0.runs", in: view).reason == .backendField(owner: "MatchDisplayState.Chase", member: "runs"))
        // The app's extension of String, read on a backend string.
        #expect(project.origin("state.oversLine.trailingWickets", in: view).isBackend)
    }

    @Test("Unknown: no declaration reached, or a type that is not the backend's")
    func unknown() {
        let project = Project([
            "ios/App/Models/Models.swift": Self.models,
            "ios/App/Views/Badge.swift": """
                struct Badge: View {
                    let count: Int
                    var body: some View { Text("\\(count)") ; Text(helper()) ; Text(somewhere.value) }
                }
                """,
        ])
        let view = "ios/App/Views/Badge.swift"
        #expect(project.origin("count", in: view).source == .unknown)
        #expect(project.origin("count", in: view).reason == .known(type: "Int"))
        #expect(project.origin("helper()", in: view).source == .unknown)
        #expect(project.origin("somewhere.value", in: view).source == .unknown)
    }

    @Test("A view model holding the backend's state: its fields are backend")
    func throughViewModels() {
        let project = Project([
            "ios/App/Models/Models.swift": Self.models,
            "ios/App/ViewModels/ScoreViewModel.swift": """
                @Observable final class ScoreViewModel { var state: MatchDisplayState? ; var isExpanded = false }
                """,
            "ios/App/Views/Score.swift": """
                struct Score: View {
                    @State var viewModel: ScoreViewModel
                    var body: some View { Text(viewModel.state?.oversLine ?? "") }
                }
                """,
        ])
        #expect(project.origin("viewModel.state?.oversLine", in: "ios/App/Views/Score.swift").isBackend)
        #expect(project.origin("viewModel.state?.oversLine ?? \"\"", in: "ios/App/Views/Score.swift").isBackend)
    }

    @Test("A subview's stored property holds what this file's constructions pass, through a copying initializer; previews do not count")
    func throughConstructions() {
        let project = Project([
            "ios/App/Models/Models.swift": Self.models,
            "ios/App/Views/Scoreboard.swift": """
                struct OversPips: View {
                    let progress: String
                    let tint: String
                    var body: some View { Text(progress) ; Text(tint) }
                }
                struct Scoreboard: View {
                    let state: MatchDisplayState
                    var body: some View { OversPips(progress: state.oversLine, tint: "accent") }
                }
                #Preview { OversPips(progress: "14.2", tint: "x") }
                """,
            "ios/App/Views/Labelled.swift": """
                struct Labelled: View {
                    let title: String
                    init(title: String) { self.title = title }
                    var body: some View { Text(title) }
                }
                let shown = Labelled(title: "Scores")
                """,
            "ios/App/Views/Shouted.swift": """
                struct Shouted: View {
                    let words: String
                    init(text: String) { self.words = text.uppercased() }
                    var body: some View { Text(words) }
                }
                let shouted = Shouted(text: "Scores")
                """,
        ])
        let view = "ios/App/Views/Scoreboard.swift"
        #expect(project.origin("progress", in: view).isBackend)
        #expect(project.origin("tint", in: view).reason == .literal)
        // An initializer of its own that only copies the argument in passes it on, as the
        // memberwise one would; one that does more with it is left unknown.
        #expect(project.origin("title", in: "ios/App/Views/Labelled.swift").reason == .literal)
        #expect(project.origin("words", in: "ios/App/Views/Shouted.swift").source == .unknown)
    }

    @Test("A widget's Provider.Entry is its placeholder's type; a field the provider fills from the intent is the device's")
    func timelineEntries() {
        let project = Project([
            "ios/App/Models/Models.swift": Self.models,
            "ios/Widget/ScoreWidget.swift": """
                struct Provider: AppIntentTimelineProvider {
                    func placeholder(in context: Context) -> ScoreEntry { ScoreEntry(date: .now, item: nil, league: "AL") }
                    func timeline(for configuration: LeagueIntent, in context: Context) async -> Timeline<ScoreEntry> {
                        let item = await api.latest()
                        return Timeline(entries: [ScoreEntry(date: .now, item: item, league: configuration.isAmerican ? "AL" : "NL")], policy: .atEnd)
                    }
                }
                struct ScoreEntry: TimelineEntry, Codable {
                    let date: Date
                    let item: MatchItem?
                    let league: String
                }
                struct ScoreWidgetView: View {
                    var entry: Provider.Entry
                    var body: some View { Text(entry.item?.homeScore ?? "") ; Text(entry.league) }
                }
                """,
        ])
        let widget = "ios/Widget/ScoreWidget.swift"
        #expect(project.origin("entry.item?.homeScore", in: widget).isBackend)
        #expect(project.origin("entry.league", in: widget).isDevice)
    }

    @Test("Across files: a subview built in another file, a free function called from another file; previews there do not count")
    func callersInOtherFiles() {
        let project = Project([
            "ios/App/Models/Models.swift": Self.models,
            "ios/App/Views/ChaseCard.swift": """
                struct ChaseCard: View {
                    let runs: Int
                    let accent: String
                    var body: some View { Text("\\(runs)") ; Text(accent) }
                }
                """,
            "ios/App/Views/MatchScreen.swift": """
                struct MatchScreen: View {
                    let state: MatchDisplayState
                    var body: some View {
                        if let chase = state.chase { ChaseCard(runs: chase.runs, accent: "blue") }
                        Text(ballsBowled(fromOvers: state.oversLine))
                    }
                }
                #Preview { ChaseCard(runs: 12, accent: "red") }
                """,
            "ios/App/Support/Overs.swift": """
                func ballsBowled(fromOvers overs: String) -> Int {
                    let parts = overs.split(separator: ".")
                    return parts.count
                }
                """,
        ])
        #expect(project.origin("runs", in: "ios/App/Views/ChaseCard.swift").isBackend)
        #expect(project.origin("accent", in: "ios/App/Views/ChaseCard.swift").reason == .literal)
        #expect(project.origin("overs", in: "ios/App/Support/Overs.swift").isBackend)
    }

    @Test("A dictionary's keys are the app's own, whatever backend values it holds")
    func dictionaryKeys() {
        let project = Project([
            "ios/App/Models/Models.swift": Self.models,
            "ios/App/Views/Picks.swift": """
                struct Picks: View {
                    let picked: [String: MatchItem]
                    var body: some View { ForEach(picked.keys.sorted(), id: \\.self) { block in Text(block) } ; Text(picked.values.first?.homeScore ?? "") }
                }
                """,
        ])
        let view = "ios/App/Views/Picks.swift"
        #expect(!project.origin("picked.keys", in: view).isBackend)
        #expect(project.origin("picked.values.first?.homeScore", in: view).isBackend)
    }
}
