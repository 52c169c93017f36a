// Examples for client-side-formatting in view models: the text a view model prepares for the
// view that owns it, in another file.

import UmpireCore
import UmpireRuleSupport

extension ClientSideFormatting {
    @_optimize(none) static var viewModelExamples: (triggering: [Example], nonTriggering: [Example]) { (
        triggering: [
            // A view named for what it asks of the fan is shown, whatever a prompt for a model is.
            Example(#"""
                struct ScoreOverlay: View {
                    let state: MatchDisplayState
                    var body: some View { portraitPrompt }
                    private var portraitPrompt: some View {
                        VStack { Text(↓"\(state.matchID) · \(state.runs) runs"); Text("Turn your phone to record") }
                    }
                }
                """#, path: "ios/CricketApp/Views/ScoreOverlay.swift", companions: [ExampleModels.displayState]),
            // Two of the backend's strings joined with `+` into a row's title.
            Example("""
                @Observable @MainActor final class BattingCardModel {
                    private(set) var rows: [String] = []
                    func apply(_ state: MatchDisplayState) {
                        rows = state.batters.map { batter in ↓batter.name + " · " + state.scoreLine }
                    }
                }
                """, path: "ios/CricketApp/ViewModels/BattingCardModel.swift", companions: [ExampleModels.displayState]),
            // The backend's values joined into a line the view shows, as "\(a) · \(b)" would be.
            Example("""
                @MainActor final class MatchTitleModel: ObservableObject {
                    @Published private(set) var state: MatchDisplayState?
                    var title: String {
                        guard let state else { return "" }
                        return [state.scoreLine, state.chaseLine].↓joined(separator: " · ")
                    }
                }
                """, path: "ios/CricketApp/ViewModels/MatchTitleModel.swift", companions: [ExampleModels.displayState]),
            // A view model's method given the backend's state: what it returns is worked out from it.
            Example(#"""
                struct ChaseHeader: View {
                    @State var model: ChaseModel
                    let state: MatchDisplayState
                    var body: some View { Text(↓"\(model.wicketsLeft(state)) wickets in hand") }
                }
                """#, path: "ios/CricketApp/Views/ChaseHeader.swift", companions: [ExampleModels.displayState, .init(path: "ios/CricketApp/ViewModels/ChaseModel.swift", code: """
                    @Observable @MainActor final class ChaseModel {
                        func wicketsLeft(_ state: MatchDisplayState) -> Int { 10 - state.wickets }
                    }
                    """)]),
            // A row's model keeps what the repository building it passed: the backend's points.
            Example(#"""
                struct StandingsRow: View {
                    let model: StandingRowModel
                    var body: some View { Text(↓"\(model.points) pts") }
                }
                """#, path: "ios/CricketApp/Views/StandingsRow.swift", companions: [
                    .init(path: "ios/CricketApp/Models/StandingDTO.swift", code: """
                        struct StandingDTO: Codable, Hashable, Sendable {
                            let teamCode: String
                            let points: Int
                        }
                        """),
                    .init(path: "ios/CricketApp/Models/StandingRowModel.swift", code: """
                        struct StandingRowModel: Identifiable {
                            let id: String
                            let points: Int
                        }
                        """),
                    .init(path: "ios/CricketApp/Services/StandingsRepository.swift", code: """
                        struct StandingsRepository {
                            func rows(_ table: [StandingDTO]) -> [StandingRowModel] {
                                table.map { entry in StandingRowModel(id: entry.teamCode, points: entry.points) }
                            }
                        }
                        """),
                ]),
            // A Live Activity's file that declares a Codable type beside its views: the views' text is still judged.
            Example(#"""
                struct DriverChip: Codable, Hashable { let code: String }

                struct LapCounter: View {
                    let context: ActivityViewContext<RaceAttributes>
                    var body: some View {
                        if let current = context.state.currentLap, let total = context.state.totalLaps {
                            Text(↓"LAP \(current)/\(total)")
                        }
                    }
                }
                """#, path: "ios/RaceWidget/LiveActivity/LapCounter.swift", companions: [
                    .init(path: "ios/RaceWidget/LiveActivity/RaceAttributes.swift", code: """
                        import ActivityKit

                        struct RaceAttributes: ActivityAttributes {
                            struct ContentState: Codable, Hashable { let currentLap: Int?; let totalLaps: Int? }
                            let raceName: String
                        }
                        """),
                ]),
            // A service over a typed-endpoint client: what `send` decodes is the backend's, whatever the endpoint.
            Example(#"""
                @Observable @MainActor final class RealScheduleService: ScheduleService {
                    private let api: any APIClientProtocol
                    init(api: any APIClientProtocol) { self.api = api }
                    func schedule() async throws -> [ScheduleDay] {
                        let response = try await api.send(.schedule)
                        return response.leagues.flatMap { league in
                            league.days.map { day in ScheduleDay(id: day.id, heading: ↓"\(league.name) · \(day.dateLabel)") }
                        }
                    }
                }
                """#, path: "ios/CricketApp/Services/RealScheduleService.swift", companions: [ExampleModels.endpointClient]),
        ],
        nonTriggering: [
            // The forms a period label may take, to recognise the backend's: a set is looked up, never shown.
            Example("""
                struct PeriodMatcher {
                    let state: MatchDisplayState
                    func aliases(innings: Int) -> Set<String> {
                        return ["Inns \\(innings)", "Innings \\(innings)", "\\(innings)I"]
                    }
                    var matches: Bool { aliases(innings: state.runs).contains(state.progress) }
                }
                """, path: "ios/CricketApp/ViewModels/PeriodMatcher.swift", trap: .lookAlike, companions: [ExampleModels.displayState]),
            // A link a view model builds from the backend's id: a request, not text a fan reads.
            Example("""
                @Observable @MainActor final class ShareModel {
                    func shareURL(for state: MatchDisplayState) -> URL? {
                        URL(string: "https://cricket.example.com/m/" + state.matchID + "?at=" + state.scoreLine)
                    }
                }
                """, path: "ios/CricketApp/ViewModels/ShareModel.swift", trap: .lookAlike, companions: [ExampleModels.displayState]),
            // The same client's raw bytes, counted for a log line: the transport's, not a decoded body.
            Example(#"""
                @Observable @MainActor final class RealDiagnosticsService {
                    private let api: any APIClientProtocol
                    init(api: any APIClientProtocol) { self.api = api }
                    func probe() async throws -> String {
                        let bytes = try await api.raw("/health")
                        return "\(bytes.count) bytes"
                    }
                }
                """#, path: "ios/CricketApp/Services/RealDiagnosticsService.swift", trap: .lookAlike, companions: [ExampleModels.endpointClient]),
            // The app's own observable state, declared in another file: the session's start is the device's clock.
            Example("""
                struct RecordView: View {
                    @EnvironmentObject var startData: StartData
                    var body: some View {
                        Text(startData.time, format: .dateTime.year().month().day().hour().minute())
                    }
                }
                """, path: "ios/Archery/Views/RecordView.swift", trap: .lookAlike, companions: [
                    .init(path: "ios/Archery/Object/StartData.swift", code: """
                        import Foundation

                        class StartData: ObservableObject {
                            @Published var time = Date.now
                            @Published var distance = ""
                        }
                        """),
                ]),
            // A SwiftData model of the app's own scorekeeping: when an interval was saved is the device's.
            Example("""
                struct IntervalRow: View {
                    let interval: Interval
                    var body: some View {
                        Text(interval.date.formatted(date: .omitted, time: .shortened))
                    }
                }
                """, path: "ios/CricketApp/Views/IntervalRow.swift", trap: .lookAlike, companions: [
                    .init(path: "ios/CricketApp/Models/ScoreModel.swift", code: """
                        import SwiftData

                        @Model
                        final class Interval {
                            var name: String
                            var date: Date
                            init(name: String, date: Date = .now) { self.name = name; self.date = date }
                        }

                        struct IntervalSnapshot: Codable { let runs: Int }
                        """),
                ]),
            // A key for a cache, joined with a hyphen: for a machine, not a reader.
            Example("""
                @MainActor final class MatchCacheModel: ObservableObject {
                    @Published private(set) var state: MatchDisplayState?
                    var cacheKey: String {
                        guard let state else { return "" }
                        return [state.matchID, state.phase.rawValue].joined(separator: " ")
                    }
                    var storageName: String {
                        guard let state else { return "" }
                        return [state.matchID, state.phase.rawValue].joined(separator: "-")
                    }
                }
                """, path: "ios/CricketApp/ViewModels/MatchCacheModel.swift", trap: .lookAlike, companions: [ExampleModels.displayState]),
            // A number formatted into a link's query, and values joined by underscores into an image's name.
            Example(#"""
                @MainActor final class LeadersModel: ObservableObject {
                    @Published private(set) var state: MatchDisplayState?
                    func moreLink(_ link: String) -> String {
                        guard let state else { return link }
                        return link.replacingOccurrences(of: "sortby=01", with: "sortby=\(String(format: "%02d", state.runs))")
                    }
                    func badge() -> String {
                        guard let state else { return "" }
                        return "\(state.matchID)_\(state.phase.rawValue)"
                    }
                }
                """#, path: "ios/CricketApp/ViewModels/LeadersModel.swift", trap: .lookAlike, companions: [ExampleModels.displayState]),
            // The match written out for a chat assistant's prompt: a language model reads it, no fan does.
            Example(#"""
                @MainActor final class ChatModel: ObservableObject {
                    @Published private(set) var state: MatchDisplayState?
                    func generateContext() -> String {
                        guard let state else { return "" }
                        var context = """
                            Match: \(state.matchID)
                            - Runs: \(state.runs) in \(state.phase.rawValue)
                            """
                        context += "\n- Wickets: \(state.runs)"
                        return context
                    }
                }
                """#, path: "ios/CricketApp/ViewModels/ChatModel.swift", trap: .lookAlike, companions: [ExampleModels.displayState]),
            Example(#"let hint = "[state.scoreLine, state.chaseLine].joined(separator: \" · \")""#, path: "ios/CricketApp/ViewModels/HintModel.swift",
                    trap: .inString),
            Example("// [state.scoreLine, state.chaseLine].joined(separator: \" · \") moved to the backend",
                    path: "ios/CricketApp/ViewModels/HintModel.swift", trap: .inComment),
        ]) }
}
