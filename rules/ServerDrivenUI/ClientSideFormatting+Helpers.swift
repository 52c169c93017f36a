// client-side-formatting through the app's own formatting members: an extension on a date or a
// number (`extension Int64 { var formattedKickoffTime: String { … } }`) used on the backend's
// value formats it on the device as `.formatted()` would, whichever file declares it.

import UmpireCore
import UmpireRuleSupport

extension ClientSideFormatting {
    /// `match.kickoff.millis.formattedKickoffTime`: a member named `formatted…` applied to a
    /// backend value, giving text (or a type no declaration says). One whose name says a count (`attendance.formattedAttendance`, grouping a
    /// whole number) is the device's, as `count.formatted()` is.
    @inline(never) func formattingMember(at i: Int, in context: RuleContext) -> String? {
        let file = context.file
        let start = file.tokens[i].start.value, length = Int(file.tokens[i].length)
        let prefix = Self.formattedPrefix
        guard length > prefix.count, file.bytes.withUnsafeBufferPointer({ bytes in prefix.indices.allSatisfy { bytes[start + $0] == prefix[$0] } }),
              (0x41...0x5A).contains(file.bytes[start + prefix.count]), let receiver = file.receiver(ofCallee: i),
              Self.isOperandEnd(receiver, in: file), context.mayHoldBackendValues else { return nil }
        let origin = context.provenance(ofValueEndingAt: receiver)
        guard origin.isBackend else { return nil }
        // A backend model's own member (`mission.formattedLaunchDate`) is model-display-logic's
        // finding, where it is declared; one the model knows to give something else
        // (`var formattedDate: Date?`, a parse) is no text.
        if let shape = origin.type, let owner = context.model.type(named: shape.name), owner.isBackend,
           context.model.member(file.text(i), of: owner) != nil { return nil }
        if let result = context.provenance(ofValueEndingAt: i).type, result.name != "String" || result.isCollection { return nil }
        let name = file.text(i)
        let saysCount = !Words.split(identifier: name).contains { word in Self.notCounts.contains { word.hasPrefix($0) } }
        if saysCount, Self.wholeNumberTypes.contains(origin.type?.name ?? "Int") { return nil }
        return Self.formatterMessage(name)
    }

    private static let formattedPrefix = Array("formatted".utf8)
    static let wholeNumberTypes: Set<String> = ["Int", "Int32", "Int64", "UInt", "UInt32", "UInt64"]

    @_optimize(none) static var helperExamples: (triggering: [Example], nonTriggering: [Example]) { (
        triggering: [
            // The backend's grounds, deduplicated into a list the view declares, joined for show.
            Example("""
                struct GroundsHeader: View {
                    let state: MatchDisplayState
                    private var batters: [String] { Array(Set(state.batters.map(\\.name))).sorted() }
                    var body: some View { Text(batters.↓joined(separator: ", ")) }
                }
                """, companions: [ExampleModels.displayState]),
            // The backend's kickoff text turned into a date by a service's static helper in another
            // file, then formatted: still the backend's kickoff.
            Example("""
                struct NextGameRow: View {
                    let game: Game
                    var kickoff: String {
                        guard let date = ScoresService.parseUTCDate(game.datetimeUTC) else { return "" }
                        let formatter = DateFormatter()
                        formatter.timeStyle = .short
                        return formatter.↓string(from: date)
                    }
                    var body: some View { Text(kickoff) }
                }
                """, path: "ios/CricketWidget/NextGameRow.swift", companions: [
                    .init(path: "ios/CricketApp/Models/Game.swift", code: "struct Game: Codable, Hashable, Sendable {\n    let datetimeUTC: String\n}\n"),
                    .init(path: "ios/CricketApp/Services/ScoresService.swift",
                          code: "final class ScoresService {\n    static func parseUTCDate(_ text: String) -> Date? { ISO8601DateFormatter().date(from: text) }\n}\n"),
                ]),
            // The app's own formatting member, declared on Int64 in another file, given the backend's kickoff.
            Example("""
                struct KickoffLabel: View {
                    let match: FixtureItem
                    var body: some View { Text(match.kickoffMillis.↓formattedKickoffTime) }
                }
                """, path: "ios/CricketApp/Views/KickoffLabel.swift", companions: [fixtureItem, kickoffFormatting]),
        ],
        nonTriggering: [
            // A whole number grouped for reading, as `Text(count, format: .number)` is.
            Example("""
                struct CrowdLabel: View {
                    let match: FixtureItem
                    var body: some View { Text(match.attendance.formattedAttendance) }
                }
                """, path: "ios/CricketApp/Views/CrowdLabel.swift", trap: .lookAlike, companions: [fixtureItem, kickoffFormatting]),
            // The device's own clock, through the same member.
            Example("""
                struct ClockLabel: View {
                    @State private var now = Int64(Date().timeIntervalSince1970 * 1000)
                    var body: some View { Text(now.formattedKickoffTime) }
                }
                """, path: "ios/CricketApp/Views/ClockLabel.swift", trap: .lookAlike, companions: [kickoffFormatting]),
            // A backend model's own member: model-display-logic's where it is declared (this one parses a date).
            Example("""
                struct ReviewDate: View {
                    let review: StoreReview
                    var body: some View { if let date = review.formattedDate { Text(date, style: .date) } }
                }
                """, path: "ios/CricketApp/Views/ReviewDate.swift", trap: .lookAlike, companions: [.init(path: "ios/CricketApp/Models/StoreReview.swift", code: """
                    struct StoreReview: Codable, Hashable {
                        let title: String
                        let date: String
                        var formattedDate: Date? { ISO8601DateFormatter().date(from: date) }
                    }
                    """)]),
            Example(#"Text("match.kickoffMillis.formattedKickoffTime")"#, trap: .inString),
            Example("Text(match.venue) // was: match.kickoffMillis.formattedKickoffTime", trap: .inComment, companions: [fixtureItem]),
        ]) }

    @_optimize(none) private static var fixtureItem: Example.Companion { Example.Companion(path: "ios/CricketApp/Models/FixtureItem.swift", code: """
        struct FixtureItem: Codable, Hashable, Sendable {
            let matchID: String
            let venue: String
            let kickoffMillis: Int64
            let attendance: Int
        }
        """) }

    @_optimize(none) private static var kickoffFormatting: Example.Companion { Example.Companion(path: "ios/CricketApp/Extensions/Int64+Kickoff.swift", code: """
        import Foundation

        extension Int64 {
            var formattedKickoffTime: String {
                Date(timeIntervalSince1970: Double(self) / 1000).formatted(date: .omitted, time: .shortened)
            }
        }

        extension Int {
            var formattedAttendance: String { formatted(.number) }
        }
        """) }

    /// `UIPasteboard.general.string = "…"`: text handed to the pasteboard, not shown.
    func isCopiedToPasteboard(_ i: Int, in file: SourceFile) -> Bool {
        guard let equals = file.previousSignificant(before: i), file.is(equals, "=") else { return false }
        var j = file.previousSignificant(before: equals)
        while let k = j, file.kind(k) == .identifier || file.kind(k) == .dot {
            if file.kind(k) == .identifier, file.text(k).lowercased().contains("pasteboard") { return true }
            j = file.previousSignificant(before: k)
        }
        return false
    }

    /// `{base}/matches/{id}`: a slash followed by a letter is a path segment, not a score.
    func looksLikePath(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        for k in bytes.indices.dropLast() where bytes[k] == UInt8(ascii: "/") {
            let next = bytes[k + 1] | 0x20
            if next >= UInt8(ascii: "a"), next <= UInt8(ascii: "z") { return true }
        }
        return false
    }
}
