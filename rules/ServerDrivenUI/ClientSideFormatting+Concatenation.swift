// client-side-formatting's `+` chains: `String(innings.runs) + "/" + String(innings.wickets)` and
// `Text("\(state.runs)").bold() + Text("/\(state.wickets)")` join values as an interpolation does,
// and `Text("\(needed)") + Text(" to win")` puts words beside one the backend sends.

import UmpireCore
import UmpireRuleSupport

extension ClientSideFormatting {
    /// The first and last token of a `+` chain headed by the operator at `op` that joins two or
    /// more values with literal text, judged as a joined literal is (view, widget and view-model code only,
    /// not logs, URLs, keys or the view's own values). Nil when `op` is not the chain's first `+`.
    func concatenation(at op: Int, in context: RuleContext) -> (start: Int, end: Int)? {
        let file = context.file
        guard file.is(op, "+"), !context.roles.isDisjoint(with: [.view, .widget, .viewModel]), !context.roles.contains(.service),
              let left = file.previousSignificant(before: op), Self.isOperandEnd(left, in: file) else { return nil }
        let start = file.operandStart(endingAt: left)
        // Only the chain's head reports; `a + b + c` is one joined text.
        if let before = file.previousSignificant(before: start), file.kind(before) == .operator, file.is(before, "+") { return nil }
        var operands = [start...left]
        var j = op
        while let first = file.nextSignificant(after: j) {
            let end = file.operandEnd(startingAt: first)
            operands.append(first...end)
            guard let next = file.nextSignificant(after: end), file.kind(next) == .operator, file.is(next, "+") else { break }
            j = next
        }
        var literalText = "", ownText = ""
        var hasLiteral = false
        var values: [Int] = []
        for operand in operands {
            switch piece(operand, in: file) {
            case let .literal(at: literal):
                // A literal that joins values by itself is reported as one; a catalog key's
                // words live in the catalog.
                if interpolatedEnds(ofStringAt: literal, in: file).count >= 2 || isCatalogKey(literal, in: file) { return nil }
                hasLiteral = true
                literalText += file.literalText(ofStringAt: literal)
                ownText += file.ownText(ofStringAt: literal)
                values += interpolatedEnds(ofStringAt: literal, in: file).filter { !isCopyOrPrice($0, in: file) }
            case let .value(end):
                if !isCopyOrPrice(end, in: file) { values.append(end) }
            case .systemFormatted:
                break
            }
        }
        // Two values joined, or one the backend sends with words beside it (`Text("\(needed)") + Text(" to win")`).
        // (`Text("IN: " + change.playerName)`: the same words, joined inside the Text.)
        let joinsTexts = operands.contains { file.isIdentifier($0.lowerBound, "Text") }
        // The Text's own argument: not a key built in parentheses and then looked up (`((place) + "_short").localized()`).
        let shownWhole = file.enclosingOpener(of: start).flatMap { file.kind($0) == .openParen ? file.callee(ofOpenParen: $0) : nil }
            .map { file.isOne($0, of: Self.textViews) } ?? false
        let wordsBesideOne = values.count == 1 && (joinsTexts || shownWhole) && Self.hasLetterOutsideEscapes(literalText)
        guard hasLiteral, values.count >= 2 || wordsBesideOne, let last = operands.last?.upperBound else { return nil }
        if literalText.contains("://") || looksLikePath(literalText) || isCopiedToPasteboard(start, in: file) || isLayout(literalText) {
            return nil
        }
        // `Text(detail.title).bold() + Text(" \(detail.value)")`: two fields set side by side in
        // their own styles, as an HStack would, with nothing but a space between them.
        if joinsTexts, ownText.allSatisfy({ $0 == " " }) { return nil }
        // `homeFlag + " " + awayFlag`: emoji flags side by side, the checklist's own allowance.
        if ownText.allSatisfy(\.isWhitespace), values.allSatisfy({ file.kind($0) == .identifier && Self.namesFlag(file.text($0)) }) { return nil }
        for callee in file.enclosingCallees(of: start) {
            if file.isDiagnosticCall(callee: callee) || file.isOne(callee, of: ["URL", "URLRequest", "id", "Logger", "scrollTo", "tag"] + Self.matchingCalls) {
                return nil
            }
        }
        guard !isIdentifierPosition(start, in: file), !isBuiltForMachine(start, in: file) else { return nil }
        let judged = judge(values, in: context)
        guard values.count >= 2 ? judged != .local : judged == .backend else { return nil }
        return (start, last)
    }

    static let textViews = TokenWords(["Text", "Label", "navigationTitle"])

    /// `homeFlag`, `flag(for:)`, `countryEmoji`: an emoji flag, which Live Activities show for a
    /// team or a country since they cannot load images.
    static func namesFlag(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.contains("flag") || lowered.hasSuffix("emoji")
    }

    /// A letter in literal text that is not an escape's (`\n`, `\t`): words, not a line break.
    static func hasLetterOutsideEscapes(_ text: String) -> Bool {
        var escaped = false
        for scalar in text.unicodeScalars {
            if escaped { escaped = false; continue }
            if scalar == "\\" { escaped = true; continue }
            if scalar.properties.isAlphabetic { return true }
        }
        return false
    }

    private enum Piece {
        /// A string literal, or a `Text("…")` of one.
        case literal(at: Int)
        /// A value: the last token of its expression (through `String(…)`/`Text(…)` wrappers).
        case value(Int)
        /// `Text(date, style: .time)`: the system formats and keeps it current.
        case systemFormatted
    }

    private func piece(_ operand: ClosedRange<Int>, in file: SourceFile) -> Piece {
        let first = operand.lowerBound
        if file.kind(first) == .stringStart { return .literal(at: first) }
        // `Text(x)`, `String(x)`, `String(describing: x)`: the value is the argument.
        if file.kind(first) == .identifier, file.isOne(first, of: ["Text", "String"]), !file.isMemberAccess(first),
           let paren = file.nextSignificant(after: first), file.kind(paren) == .openParen,
           var argument = file.nextSignificant(after: paren), let close = file.partner(of: paren) {
            // `String(localized: "…")`, `Text(verbatim: "…")`: the label is not the value.
            if file.kind(argument) == .identifier, file.kind(after: argument) == .colon,
               let colon = file.nextSignificant(after: argument), let value = file.nextSignificant(after: colon) {
                argument = value
            }
            if file.kind(argument) == .stringStart { return .literal(at: argument) }
            if file.is(first, "Text"), (paren..<close).contains(where: { file.isIdentifier($0, "style") && file.enclosingOpener(of: $0) == paren }) {
                return .systemFormatted
            }
            var end = argument
            var k: Int? = argument
            while let t = k, t < close {
                if file.kind(t) == .comma, file.enclosingOpener(of: t) == paren { break }
                end = t
                if let partner = file.partner(of: t), partner > t { end = partner; k = file.nextSignificant(after: partner); continue }
                k = file.nextSignificant(after: t)
            }
            return .value(end)
        }
        // `state.runs.description`: the value is the receiver.
        if file.is(operand.upperBound, "description"), let dot = file.previousSignificant(before: operand.upperBound),
           file.kind(dot) == .dot, let receiver = file.previousSignificant(before: dot) {
            return .value(receiver)
        }
        return .value(operand.upperBound)
    }

    static func isOperandEnd(_ k: Int, in file: SourceFile) -> Bool {
        switch file.kind(k) {
        case .identifier, .closeParen, .closeBracket, .stringEnd: true
        default: false
        }
    }

    @_optimize(none) static var concatenationExamples: (triggering: [Example], nonTriggering: [Example]) { (
        triggering: [
            // A selection's label joined to the backend's name with +, as an interpolation would.
            Example("""
                struct SelectionsList: View {
                    let selection: MatchDisplayState
                    var body: some View {
                        ForEach(selection.batters) { batter in Text(↓"IN: " + batter.name) }
                    }
                }
                """, companions: [ExampleModels.displayState]),
        ],
        nonTriggering: [
            // A catalog key built from the backend's venue code and looked up: the catalog's words.
            Example("""
                struct VenueBadge: View {
                    let selection: MatchDisplayState
                    var body: some View { Text("@\\(((selection.matchID) + "_short").localized())") }
                }
                """, trap: .lookAlike, companions: [ExampleModels.displayState]),
        ]) }
}
