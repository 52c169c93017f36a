// Examples for client-side-formatting around text that only a developer or a machine reads (an
// error's description, a log line, a key values are grouped by, a channel's name), and time and
// counts only the device can tell.

import UmpireCore
import UmpireRuleSupport

extension ClientSideFormatting {
    @_optimize(none) static var developerTextExamples: (triggering: [Example], nonTriggering: [Example]) { (
        triggering: [],
        nonTriggering: [
            // How many rows the screen's own @State list holds: the device's count, whatever the rows are.
            Example(#"""
                struct FollowedMatchesView: View {
                    @State private var batters: [BatterLine] = []
                    var body: some View {
                        List(batters) { Text($0.name) }
                            .navigationTitle("Following (\(batters.count))")
                    }
                }
                """#, path: "ios/CricketApp/Views/FollowedMatchesView.swift", trap: .lookAlike, companions: [ExampleModels.displayState]),
            // A dictionary read with a key joined from the backend's values: a lookup, never shown.
            Example(#"""
                struct BatterLinesView: View {
                    let state: MatchDisplayState
                    let portraits: [String: URL]
                    var body: some View {
                        ForEach(state.batters) { batter in
                            AsyncImage(url: portraits["\(batter.name) \(state.phase)"])
                        }
                    }
                }
                """#, path: "ios/CricketApp/Views/BatterLinesView.swift", trap: .lookAlike, companions: [ExampleModels.displayState]),
            // An id shown under its own label, for the fan to quote to support.
            Example(#"""
                struct TicketRow: View {
                    let ticket: MatchTicket
                    var body: some View { Text("Booking ID: \(ticket.bookingId)").font(.caption) }
                }
                """#, path: "ios/CricketApp/Views/TicketRow.swift", trap: .lookAlike, companions: [.init(
                    path: "ios/CricketApp/Models/MatchTicket.swift",
                    code: "struct MatchTicket: Codable, Hashable, Sendable {\n    let bookingId: String\n    let seat: String\n}\n")]),
            // The fan's own booking, made and edited in the app: its words are the fan's, not the backend's.
            Example(#"""
                struct NetsBookingRow: View {
                    let booking: NetsBooking
                    var body: some View {
                        Text("\(booking.groundName) · \(booking.lanes) lanes")
                    }
                }
                """#, path: "ios/CricketApp/Views/NetsBookingRow.swift", trap: .lookAlike, companions: [.init(
                    path: "ios/CricketApp/Models/NetsBooking.swift", code: """
                        struct NetsBooking: Codable, Identifiable, Hashable, Sendable {
                            let id: UUID
                            var groundName: String
                            var lanes: Int
                            init(id: UUID = UUID(), groundName: String, lanes: Int) {
                                self.id = id
                                self.groundName = groundName
                                self.lanes = lanes
                            }
                        }
                        """)]),
            // Recorded in the app's own diagnostics sink through its shared instance: for its developers.
            Example(#"""
                @MainActor final class ScorecardModel: ObservableObject {
                    @Published var state: MatchDisplayState?
                    func load(_ fresh: MatchDisplayState) {
                        if fresh.batters.isEmpty {
                            Diagnostics.shared.record(.unexpectedEmpty, "scorecard \(fresh.matchID): no batters at \(fresh.scoreLine)")
                        }
                        state = fresh
                    }
                }
                """#, path: "ios/CricketApp/ViewModels/ScorecardModel.swift", trap: .lookAlike, companions: [ExampleModels.displayState]),
            // A Live Activity's diagnostics and a push test under Debug/: what a developer reads.
            Example(#"Text("Token \(activity.id): \(state.oversLine) at \(String(format: "%.1f", state.runRate))")"#,
                    path: "ios/CricketApp/Views/LiveActivityDiagnosticsView.swift", trap: .lookAlike),
            Example(#"Text("Sent \(response.matchID) · \(state.scoreLine)")"#, path: "ios/CricketApp/Views/Debug/PushTestView.swift", trap: .lookAlike),
            // A date formatted into a request's query, two fields styled side by side, and the
            // app's own dialog naming what it acts on.
            Example(#"""
                struct ScheduleRequest {
                    let startDate: Date?
                    func queryItems() -> [URLQueryItem] {
                        [URLQueryItem(name: "startDate", value: startDate?.formatted(date: .numeric, time: .omitted))]
                    }
                }
                struct DetailRow: View {
                    let detail: GameDetail
                    @State private var asking = false
                    var body: some View {
                        (Text(detail.title).bold() + Text(" \(detail.value)"))
                            .alert(isPresented: $asking) {
                                Alert(title: Text("Event"), message: Text("Do you want to add \(detail.teamName) to your calendar?"),
                                      primaryButton: .default(Text("Yes")), secondaryButton: .cancel())
                            }
                    }
                }
                """#, path: "ios/MLBApp/Views/DetailRow.swift", trap: .lookAlike, companions: [.init(path: "ios/MLBApp/Models/GameDetail.swift", code: """
                    struct GameDetail: Codable, Hashable, Sendable { let title: String; let value: String; let teamName: String }
                    """)]),
            // A key built only to compare with the widget's chosen team, and an asset's name.
            Example(#"""
                enum WidgetTeams {
                    static func team(matching teamID: String, in selected: [TeamItem]) -> TeamItem? {
                        selected.first { "\($0.id)|\($0.league)" == teamID }
                    }
                    static func teamLogoName(for team: TeamItem) -> String {
                        "team-\(team.league.lowercased())-\(team.code.lowercased())"
                    }
                }
                """#, path: "ios/ScoresWidget/Shared/WidgetTeams.swift", trap: .lookAlike, companions: [.init(path: "ios/ScoresWidget/Models/TeamItem.swift", code: """
                    struct TeamItem: Codable, Hashable, Sendable { let id: String; let league: String; let code: String }
                    """)]),
            // A decoding failure described for the log, with the backend's key in it.
            Example("""
                struct ScoresClient {
                    func describe(_ failure: DecodingError, state: LiveActivityDisplayState) -> ScoresError {
                        var reason = failure.localizedDescription
                        if case let .keyNotFound(key, context) = failure {
                            reason = "\\(context.debugDescription) (key: \\(key.stringValue), \\(state.battingTeamCode) \\(state.runs))"
                        }
                        return ScoresError.decoding(reason)
                    }
                }
                """, path: "ios/CricketWidget/Network/ScoresClient.swift", trap: .lookAlike, companions: [ExampleModels.liveActivityState]),
            // "Updated 5 min ago": a time relative to now, which only the device's clock can tell.
            Example("""
                struct ScheduleFooter: View {
                    let refreshed: Date
                    var body: some View {
                        Text("Updated \\(refreshed, format: .relative(presentation: .named))")
                    }
                }
                """, path: "ios/CricketApp/Views/ScheduleFooter.swift", trap: .lookAlike),
            // A log line built up and printed, and the key deliveries are grouped by.
            Example("""
                struct DeliveryLog {
                    func write(_ state: MatchDisplayState) {
                        let runs = state.runs.formatted()
                        var line = "[\\(state.matchID)] \\(runs)/\\(state.wickets)"
                        line += " phase=\\(state.phase.rawValue)"
                        print(line)
                    }
                    func byOver(_ balls: [BatterLine]) -> [String: [BatterLine]] {
                        Dictionary(grouping: balls) { ball in "\\(ball.id)-\\(ball.runs)" }
                    }
                }
                """, path: "ios/CricketApp/Services/DeliveryLog.swift", trap: .lookAlike, companions: [ExampleModels.displayState]),
            // The app's own logger, and a realtime channel named by the match's id: neither is read by a fan.
            Example("""
                @MainActor final class LiveMatchModel: ObservableObject {
                    @Published private(set) var state: MatchDisplayState?
                    func subscribe(_ state: MatchDisplayState) {
                        LoggingManager.logInfo("Subscribing to match \\(state.matchID) at \\(state.runs)/\\(state.wickets)")
                        realtime.channel("match-\\(state.matchID)").subscribe()
                    }
                }
                """, path: "ios/CricketApp/ViewModels/LiveMatchModel.swift", trap: .lookAlike, companions: [ExampleModels.displayState]),
        ]) }
}
