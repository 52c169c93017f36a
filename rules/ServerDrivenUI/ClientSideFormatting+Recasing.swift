// client-side-formatting's re-cased text: `Text(match.venue.uppercased())` transforms the
// backend's words on the device, which the checklist leaves to the backend; SwiftUI's
// `.textCase(.uppercase)` styles the same text without changing it.

import UmpireCore
import UmpireRuleSupport

extension ClientSideFormatting {
    /// The members that re-case a string: calls (`uppercased()`) and properties (`capitalized`).
    static let caseChanges = ["uppercased", "lowercased", "capitalized", "localizedUppercase", "localizedLowercase", "localizedCapitalized"]

    /// Names of arguments and properties that hold text to show: `leagueTitle:`, `headerText =`.
    static let shownTextSuffixes = ["title", "text", "label", "line", "caption", "headline"]

    static let recasedMessage = "This re-cases text the backend sends on the device; show it as sent, styled with .textCase(…) if the design wants capitals, or send it so from buildDisplayState."

    /// Whether the case change named at `i` turns the backend's text into the text shown: the
    /// whole argument of a Text, a Label or a navigation title, or the value of an argument or property named for
    /// display text. Re-casing to compare or look up (`name.lowercased().contains(query)`,
    /// `flags[code.uppercased()]`) shows nothing; the app's own enum (`$0.rawValue.capitalized`)
    /// is the device's.
    func recasesShownText(at i: Int, in context: RuleContext) -> Bool {
        let file = context.file
        guard file.isMemberAccess(i), let receiver = file.receiver(ofCallee: i), Self.isOperandEnd(receiver, in: file) else { return false }
        var end = i
        if let open = file.nextSignificant(after: i), file.kind(open) == .openParen {
            guard let close = file.partner(of: open) else { return false }
            end = close
        }
        let start = file.operandStart(endingAt: end)
        guard let before = file.previousSignificant(before: start), let after = file.nextSignificant(after: end) else { return false }
        let shown: Bool
        if file.kind(before) == .openParen, file.kind(after) == .closeParen || file.kind(after) == .comma,
           let callee = file.callee(ofOpenParen: before) {
            shown = file.isOne(callee, of: Self.shownBy)
        } else if file.kind(before) == .colon || file.is(before, "=") {
            shown = isDisplayName(before, in: file)
        } else {
            shown = false
        }
        return shown && context.mayHoldBackendValues && context.provenance(ofValueEndingAt: receiver).isBackend
    }

    /// `leagueTitle: x`, `headerText = x`: the name before the `:` or `=` at `mark` says text to show.
    /// A local declared so (`let normalizedText = text.lowercased()`) may be kept to match against.
    private func isDisplayName(_ mark: Int, in file: SourceFile) -> Bool {
        guard file.kind(mark) == .colon || file.is(mark, "="), let name = file.previousSignificant(before: mark),
              file.kind(name) == .identifier else { return false }
        let before = file.previousSignificant(before: name)
        if file.is(mark, "="), let keyword = before, file.is(keyword, "let") || file.is(keyword, "var") { return false }
        // An argument's label follows its call's `(` or a `,`; a ternary's `a : b` does not.
        if file.kind(mark) == .colon, !(before.map { file.kind($0) == .openParen || file.kind($0) == .comma } ?? false) { return false }
        let word = file.text(name).lowercased()
        return Self.shownTextSuffixes.contains { word.hasSuffix($0) }
    }

    @_optimize(none) static var recasingExamples: (triggering: [Example], nonTriggering: [Example]) { (
        triggering: [
            // The backend's phase word shouted by the widget: a transformation of its text.
            Example("""
                struct PhaseBadge: View {
                    let state: ScoreActivityAttributes.ContentState
                    var body: some View {
                        Text(state.phase.↓uppercased())
                            .font(.caption2.weight(.bold))
                    }
                }
                """, path: "ios/CricketWidget/LiveActivity/PhaseBadge.swift", companions: [ExampleModels.activity]),
            // A row built for a list, its title re-cased from the backend's batter name.
            Example("""
                struct BatterRow: Identifiable {
                    let id: String
                    let nameTitle: String
                }

                struct BattersViewModel {
                    let state: MatchDisplayState
                    var rows: [BatterRow] { state.batters.map { BatterRow(id: $0.id, nameTitle: $0.name.↓capitalized) } }
                }
                """, path: "ios/CricketApp/ViewModels/BattersViewModel.swift", companions: [ExampleModels.displayState]),
        ],
        nonTriggering: [
            // Styled, not changed: SwiftUI draws the backend's text in capitals.
            Example("""
                struct PhaseBadge: View {
                    let state: ScoreActivityAttributes.ContentState
                    var body: some View { Text(state.phase).textCase(.uppercase) }
                }
                """, path: "ios/CricketWidget/LiveActivity/PhaseBadge.swift", companions: [ExampleModels.activity]),
            // Trap, an allowed look-alike: the user's search matched against the backend's names.
            Example("""
                struct BatterSearch: View {
                    let state: MatchDisplayState
                    @State private var query = ""
                    var body: some View {
                        List(state.batters.filter { $0.name.lowercased().contains(query.lowercased()) }) { Text($0.name) }
                    }
                }
                """, path: "ios/CricketApp/Views/BatterSearch.swift", companions: [ExampleModels.displayState]),
            // Trap, the device's own value: the app's enum named for show.
            Example("""
                enum ScoreTab: String, CaseIterable { case live, results }

                struct ScoreTabs: View {
                    @State private var tab = ScoreTab.live
                    var body: some View {
                        Picker("Show", selection: $tab) {
                            ForEach(ScoreTab.allCases, id: \\.self) { Text($0.rawValue.capitalized) }
                        }
                    }
                }
                """, path: "ios/CricketApp/Views/ScoreTabs.swift"),
            // Trap, in a string and a comment: text about re-casing is no re-casing.
            Example("""
                struct PhaseHelp: View {
                    // Text(state.phase.uppercased()) would re-case the backend's word.
                    var body: some View { Text("Never call uppercased() on the phase") }
                }
                """, path: "ios/CricketApp/Views/PhaseHelp.swift"),
        ]
    ) }
}
