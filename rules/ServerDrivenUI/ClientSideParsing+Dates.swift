// A date the backend sent as display text ("Feb 23 (Fri)", "4:00 PM"), read back with a
// formatter set to that display format: the app parses the backend's words. A machine format
// (ISO 8601, `yyyy-MM-dd`) is how JSON carries a date, and decoding it is not parsing.

import UmpireCore
import UmpireRuleSupport

extension ClientSideParsing {
    /// `….date(from: …)`, told by tokens before any parse.
    func readsDateFrom(_ i: Int, in file: SourceFile) -> Bool {
        guard file.isMemberAccess(i), let paren = file.nextSignificant(after: i), let label = file.firstArgumentLabel(ofOpenParen: paren) else { return false }
        return file.is(label, "from")
    }

    /// Whether the formatter named by `receiver` reads with a format a reader reads: a month or
    /// a weekday by name (`MMM`, `EEE`) or a 12-hour time with its AM/PM (`h:mm a`), the last
    /// format this file sets on it before the read (`formatter.dateFormat = "MMM d (EEE)"`; one
    /// set after it is for the text the formatter writes next).
    func usesDisplayFormat(_ receiver: SyntaxID, in context: RuleContext) -> Bool {
        let file = context.file, tree = file.syntax
        guard tree.kind(receiver) == .name || tree.kind(receiver) == .member else { return false }
        let read = Int(tree[receiver].first)
        let formats = file.occurrences(ofName: tree.nameText(receiver)).filter { $0 < read }.compactMap { i -> String? in
            guard let dot = file.nextSignificant(after: i), file.kind(dot) == .dot, let property = file.nextSignificant(after: dot),
                  file.is(property, "dateFormat"), let equals = file.nextSignificant(after: property), file.is(equals, "="),
                  let value = file.nextSignificant(after: equals), file.kind(value) == .stringStart else { return nil }
            return file.literalText(ofStringAt: value)
        }
        return formats.last.map(Self.isDisplayDateFormat) ?? false
    }

    static func isDisplayDateFormat(_ format: String) -> Bool {
        // Quoted text in a format (`'T'`) is literal, not a field.
        let fields = format.split(separator: "'", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined()
        return fields.contains("MMM") || fields.contains("EEE") || fields.contains("h") && fields.contains("a")
    }
}

extension ClientSideParsing {
    @_optimize(none) static var dateExamples: (triggering: [Example], nonTriggering: [Example]) { (
        triggering: [
            // The backend's "Feb 23 (Fri)", read back into a date by a helper its model's initializer calls.
            Example("""
                extension Date {
                    static func parseDate(dateString: String) -> Date {
                        let formatter = DateFormatter()
                        formatter.dateFormat = "MMM d (EEE)"
                        return formatter.↓date(from: dateString) ?? Date()
                    }
                }
                """, path: "ios/Scores/Utils/Dates.swift", companions: [.init(path: "ios/Scores/Models/Game.swift", code: """
                    struct GameDTO: Codable, Hashable, Sendable { let date: String }
                    struct Game {
                        let date: Date
                        init(game: GameDTO) { date = Date.parseDate(dateString: game.date) }
                    }
                    """)]),
            // A GraphQL client's generated result, whose code is not in the repository: the backend's "4:00 PM".
            Example("""
                struct GameTime {
                    let start: Date?
                    init(game: GamesQuery.Data.Game) {
                        let formatter = DateFormatter()
                        formatter.dateFormat = "h:mm a"
                        start = formatter.↓date(from: game.time)
                    }
                }
                """, path: "ios/Scores/Models/GameTime.swift"),
        ],
        nonTriggering: [
            // The feed's ISO 8601 time, decoded with a machine format; the display format is set after, for the text it writes.
            Example("""
                struct KickoffLabel: View {
                    let match: MatchDisplayState
                    var body: some View { Text(kickoff(match.startsAt)) }
                    private func kickoff(_ dateString: String) -> String {
                        let formatter = DateFormatter()
                        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ssZ"
                        guard let date = formatter.date(from: dateString) else { return dateString }
                        formatter.dateFormat = "MMM d, h:mm a"
                        return formatter.string(from: date)
                    }
                }
                """, path: "ios/Scores/Views/KickoffLabel.swift", trap: .lookAlike, companions: [ExampleModels.displayState]),
            // The fan's own typed date, from a text field: the device's.
            Example("""
                struct ReminderForm: View {
                    @State private var typed = ""
                    var body: some View { TextField("Date", text: $typed).onSubmit { _ = Self.reader.date(from: typed) } }
                    static let reader: DateFormatter = { let f = DateFormatter(); f.dateFormat = "MMM d"; return f }()
                }
                """, path: "ios/Scores/Views/ReminderForm.swift", trap: .lookAlike),
        ]) }
}
