// Flags the deprecated .foregroundColor(_:) modifier.

import UmpireCore
import UmpireRuleSupport

public struct NoForegroundColor: Rule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "no-foreground-color", area: .iosSwift, languages: [.swift], roles: [.ios, .widget],
        excludedRoles: [.test], severity: .error,
        summary: "The deprecated .foregroundColor(_:) modifier",
        rationale: """
            foregroundColor(_:) is deprecated since iOS 17 and takes only a Color. \
            foregroundStyle(_:) takes any ShapeStyle (gradients, hierarchical styles such as \
            .secondary), which is how the app and the Live Activity keep text legible in light, \
            dark and Always-On modes.
            """,
        fix: """
            Replace `.foregroundColor(x)` with `.foregroundStyle(x)`. The fix keeps the colour: it \
            writes `.secondary` as `Color.secondary`, because `.foregroundStyle(.secondary)` is the \
            hierarchical style, which follows a tinted parent; choose that one where you mean it.
            """,
        // Safe: the fix is offered only when the argument is certainly a non-optional Color, and
        // then foregroundStyle draws that same Color (Color is a ShapeStyle). An implicit member
        // other than the sixteen system colours SwiftUI also declares on ShapeStyle is written
        // `Color.x`: in foregroundStyle `.secondary` would mean the hierarchical style (which
        // follows a tinted parent) and a colour of the app's own `extension Color` would not be
        // found. An optional colour, `nil`, a value of unknown type and Text joined with `+` are
        // left to a person. Text's own foregroundStyle, which keeps a Text a Text (`let t: Text =
        // …`, a Text-typed argument), is iOS 17's: the version whose deprecation the rule reports.
        fixes: .safe,
        triggerWords: ["foregroundColor"],
        limitations: """
            A method of the app's own model named `foregroundColor` (`departure.foregroundColor(environment)`), \
            called on a value the project model says the backend sends, is not the modifier and is left alone.
            """,
        triggering: [
            Example("""
                Text(state.statusLine)
                    .font(.caption)
                    .↓foregroundColor(.secondary)
                """, corrected: """
                Text(state.statusLine)
                    .font(.caption)
                    .foregroundStyle(Color.secondary)
                """),
            Example("Image(systemName: \"cricket.ball\").↓foregroundColor(Color.ssAmber)",
                    corrected: "Image(systemName: \"cricket.ball\").foregroundStyle(Color.ssAmber)"),
            Example("""
                Label(state.statusLine, systemImage: "cloud.rain")
                    .↓foregroundColor(state.isLive ? .red : .secondary)
                """, corrected: """
                Label(state.statusLine, systemImage: "cloud.rain")
                    .foregroundStyle(state.isLive ? Color.red : Color.secondary)
                """),
            Example("""
                struct PillStyle: ViewModifier {
                    let tint: Color
                    func body(content: Content) -> some View {
                        content.padding(Theme.Spacing.small).background(tint.opacity(0.2)).↓foregroundColor(tint)
                    }
                }
                """, corrected: """
                struct PillStyle: ViewModifier {
                    let tint: Color
                    func body(content: Content) -> some View {
                        content.padding(Theme.Spacing.small).background(tint.opacity(0.2)).foregroundStyle(tint)
                    }
                }
                """),
            // A system colour stays as written; an asset colour is a Color.
            Example(#"Image(systemName: "checkmark.seal.fill").↓foregroundColor(.green)"#,
                    path: "ios/CricketApp/Views/VerifiedBadge.swift",
                    corrected: #"Image(systemName: "checkmark.seal.fill").foregroundStyle(.green)"#),
            Example(#"Text(state.oversLine).↓foregroundColor(Color("ssFooterText").opacity(0.8))"#,
                    path: "ios/CricketWidget/LiveActivity/ScoreFooterView.swift",
                    corrected: #"Text(state.oversLine).foregroundStyle(Color("ssFooterText").opacity(0.8))"#),
            // No fix: an optional colour (foregroundStyle takes none), and Text joined with +.
            Example("""
                struct TeamNameView: View {
                    let name: String
                    let teamColor: Color?
                    var body: some View { Text(name).↓foregroundColor(teamColor) }
                }
                """),
            Example(#"Text(state.batterName).bold() + Text(" \(state.runs)*").↓foregroundColor(.ssAmber)"#),
            Example(#"Text(Image(systemName: "checkmark.seal.fill")).↓foregroundColor(.green).baselineOffset(-1) + Text(" Official scorer")"#),
        ],
        nonTriggering: [
            // A departure's own method that picks its line's text colour, not the modifier.
            Example("""
                struct LineBadge: View {
                    let departure: Departure
                    @Environment(\\.self) private var environment
                    var body: some View {
                        Text(departure.line).foregroundStyle(departure.foregroundColor(environment))
                    }
                }
                """, path: "ios/CricketApp/Views/LineBadge.swift", trap: .lookAlike, companions: [.init(
                    path: "ios/CricketApp/Models/Departure.swift", code: """
                        struct Departure: Codable, Hashable, Sendable {
                            let line: String
                            func foregroundColor(_ environment: EnvironmentValues) -> Color { line == "N" ? .black : .white }
                        }
                        """)]),
            Example("Text(state.statusLine).foregroundStyle(.secondary)"),
            Example(#"let hint = "use .foregroundColor(.red) for alerts""#, trap: .inString),
            Example("// .foregroundColor(.red) was deprecated in iOS 17", trap: .inComment),
            Example(".activitySystemActionForegroundColor(.white)", trap: .lookAlike),
            Example("let foregroundColor = theme.accent", trap: .lookAlike),
            Example("Badge(text: label, foregroundColor: .white)", trap: .lookAlike),
            Example("""
                var score = AttributedString(state.scoreLine)
                score.foregroundColor = .ssAmber
                let attributes: [NSAttributedString.Key: Any] = [.foregroundColor: UIColor.label]
                """, trap: .lookAlike),
        ]) }

    public init(options: RuleOptions) {}

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        for i in file.tokens.indices where file.tokens[i].kind == .identifier {
            guard file.is(i, "foregroundColor"), file.isMemberAccess(i), file.kind(after: i) == .openParen else { continue }
            // `departure.foregroundColor(environment)`: a model's own method of that name, asked of
            // a value the backend sends; no view is backend data.
            if let receiver = file.receiver(ofCallee: i), file.kind(receiver) == .identifier,
               context.origin(ofValueEndingAt: receiver).isBackend { continue }
            findings.report(file, at: i, Self.message, fix: fix(i, in: context))
        }
    }

    /// SwiftUI's system colours, which it also declares on `ShapeStyle where Self == Color`:
    /// `.foregroundStyle(.red)` is the same Color as `.foregroundColor(.red)`.
    static let systemColors: Set<String> = [
        "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange", "pink", "purple", "red",
        "teal", "white", "yellow",
    ]

    /// `.foregroundStyle(…)` with the same colour, when the argument is certainly a non-optional
    /// Color: `Color.x…`, a SwiftUI `Color(…)` initializer, an implicit member (made `Color.x`
    /// unless it is a system colour), a property declared `: Color`, or a ternary of those.
    @_optimize(none)
    private func fix(_ name: Int, in context: RuleContext) -> Fix? {
        let file = context.file
        guard let open = file.nextSignificant(after: name), file.kind(open) == .openParen, let close = file.partner(of: open),
              let first = file.nextSignificant(after: open), first < close, let last = file.previousSignificant(before: close),
              !file.isInInterpolation(name), !joinsText(name, close: close, in: file),
              !(open..<close).contains(where: { file.kind($0).isComment }) else { return nil }
        // `state.isLive ? .red : .secondary`: a condition and two colours.
        let top = (first...last).filter { file.enclosingOpener(of: $0) == open }
        let questions = top.filter { file.kind($0) == .operator && file.is($0, "?") && file.tokens[$0 - 1].kind == .whitespace }
        let colons = top.filter { file.kind($0) == .colon }
        var edits = [file.replacing(name, with: "foregroundStyle")]
        if questions.isEmpty, colons.isEmpty {
            guard let arm = colorEdits(first, last, explicit: false, in: file) else { return nil }
            edits += arm
        } else {
            guard questions.count == 1, colons.count == 1, let question = questions.first, let colon = colons.first, question < colon,
                  let thenFirst = file.nextSignificant(after: question), let thenLast = file.previousSignificant(before: colon),
                  let elseFirst = file.nextSignificant(after: colon), thenFirst <= thenLast, elseFirst <= last,
                  // Both arms spelled as Color, so the ternary has one type whatever the context.
                  let thenEdits = colorEdits(thenFirst, thenLast, explicit: true, in: file),
                  let elseEdits = colorEdits(elseFirst, last, explicit: true, in: file) else { return nil }
            edits += thenEdits + elseEdits
        }
        return Fix("Use .foregroundStyle", .safe, edits: edits)
    }

    /// The edits that make tokens `first...last` a Color foregroundStyle takes as it is (none
    /// when it already is one), or nil when the expression may not be a non-optional Color.
    /// `explicit`: write even a system colour as `Color.red`.
    private func colorEdits(_ first: Int, _ last: Int, explicit: Bool, in file: SourceFile) -> [TextEdit]? {
        var edits: [TextEdit] = []
        var j: Int
        if file.kind(first) == .dot {
            // `.secondary`, `.ssAmber.opacity(0.6)`: a member of Color (or of Color? — `.none`).
            guard let member = file.nextSignificant(after: first), member == first + 1, file.kind(member) == .identifier,
                  !file.isOne(member, of: ["none", "some", "init"]) else { return nil }
            if explicit || member != last || !Self.systemColors.contains(file.text(member)) {
                edits.append(file.inserting("Color", before: first))
            }
            j = member
        } else if file.isIdentifier(first, "Color") {
            guard let next = file.nextSignificant(after: first), next <= last else { return nil }
            if file.kind(next) == .openParen {
                guard isColorInitializer(next, in: file) else { return nil }
            } else if file.kind(next) != .dot {
                return nil
            }
            j = first
        } else if first == last, file.kind(first) == .identifier, isDeclaredColor(first, in: file) {
            return []
        } else {
            return nil
        }
        // Then only `.member` and `(arguments)`: no `?`, `!`, subscript or trailing closure.
        while j < last {
            guard let next = file.nextSignificant(after: j), next <= last else { return nil }
            switch file.kind(next) {
            case .dot:
                guard let member = file.nextSignificant(after: next), member <= last, file.kind(member) == .identifier else { return nil }
                j = member
            case .openParen where file.kind(j) == .identifier:
                guard let close = file.partner(of: next), close <= last else { return nil }
                j = close
            default:
                return nil
            }
        }
        return edits
    }

    /// `Color("ssAmber")`, `Color(red:green:blue:)`, `Color(uiColor:)`, `Color(.systemGray6)`:
    /// SwiftUI's own initializers, none of them failable (a project's `Color(hex:)` may be).
    private func isColorInitializer(_ open: Int, in file: SourceFile) -> Bool {
        guard let first = file.nextSignificant(after: open) else { return false }
        if let label = file.firstArgumentLabel(ofOpenParen: open) {
            return file.isOne(label, of: ["red", "white", "hue", "uiColor", "nsColor", "cgColor"])
        }
        switch file.kind(first) {
        case .stringStart: return file.partner(of: first).flatMap { file.nextSignificant(after: $0) }.map {
                file.kind($0) == .closeParen || file.kind($0) == .comma } ?? false
        case .dot: return true
        default: return file.isOne(first, of: ["UIColor", "NSColor"]) && file.kind(after: first) == .dot
        }
    }

    /// A name the file declares only as `let name: Color` or `var name: Color` (a property or a
    /// parameter), never optional, never bound any other way (`if let`, `case let`, a closure's
    /// parameter): `tint` in a style that holds `let tint: Color`.
    private func isDeclaredColor(_ use: Int, in file: SourceFile) -> Bool {
        let name = file.text(use)
        let scopes = Set(file.openers(around: use))
        // The declaration's scope holds the use: a property of the type, a local, or a parameter
        // of a function in it (not a same-named property of another type in the file).
        func encloses(_ k: Int) -> Bool {
            guard var opener = file.enclosingOpener(of: k) else { return true }
            if file.kind(opener) == .openParen {
                guard let outer = file.enclosingOpener(of: opener) else { return true }
                opener = outer
            }
            return scopes.contains(opener)
        }
        var declared = false
        for k in file.occurrences(ofName: name) where k != use {
            guard let before = file.previousSignificant(before: k), file.kind(before) != .dot else { continue }
            let after = file.nextSignificant(after: k)
            if let colon = after, file.kind(colon) == .colon {
                if let type = file.nextSignificant(after: colon), file.isIdentifier(type, "Color"),
                   let next = file.nextSignificant(after: type), !file.isOne(next, of: ["?", "!", "<", "&"]), file.kind(next) != .dot {
                    declared = declared || encloses(k)
                    continue
                }
                // A call's argument label (`PillStyle(tint: .red)`) binds nothing.
                if let open = file.enclosingOpener(of: k), file.kind(open) == .openParen, let callee = file.callee(ofOpenParen: open),
                   !(file.previousSignificant(before: callee).map { file.is($0, "func") } ?? false) {
                    continue
                }
                return false
            }
            if file.isOne(before, of: ["let", "var", "case", "for", "guard"]) || after.map({ file.is($0, "in") }) == true { return false }
            // `case let .pill(tint)`, `if case .pill(let tint)`: a pattern on the line binds it.
            if file.kind(before) == .openParen || file.kind(before) == .comma {
                let line = file.line(ofToken: k)
                var p = k
                while let q = file.previousSignificant(before: p), file.line(ofToken: q) == line {
                    if file.kind(q) == .keyword, file.isOne(q, of: ["let", "var", "case"]) { return false }
                    p = q
                }
            }
        }
        return declared
    }

    /// `Text(a) + Text(b).foregroundColor(.red)`: Text's own foregroundStyle, which keeps it a
    /// Text to join, is iOS 17's; the fix is left to a person there.
    private func joinsText(_ name: Int, close: Int, in file: SourceFile) -> Bool {
        // On to the end of the chain: `.foregroundColor(.red).baselineOffset(-1) + Text(…)`.
        var end = close
        while let dot = file.nextSignificant(after: end), file.kind(dot) == .dot, let member = file.nextSignificant(after: dot),
              file.kind(member) == .identifier {
            end = member
            if let open = file.nextSignificant(after: member), file.kind(open) == .openParen, let shut = file.partner(of: open) { end = shut }
        }
        if let after = file.nextSignificant(after: end), file.kind(after) == .operator, file.isOne(after, of: ["+", "+="]) { return true }
        // Back to the start of the chain the modifier ends: `Text(" \\(runs)").bold().`.
        var from = name
        while let k = file.previousSignificant(before: from) {
            // A chain goes on over a line break only when the later line starts with `.`.
            if file.kind(from) != .dot, (k + 1..<from).contains(where: { file.kind($0) == .newline }) { return false }
            switch file.kind(k) {
            case .dot, .identifier:
                from = k
            case .closeParen, .closeBracket, .closeBrace:
                guard let open = file.partner(of: k) else { return false }
                from = open
            case .keyword where file.is(k, "self"):
                from = k
            default:
                return file.kind(k) == .operator && file.isOne(k, of: ["+", "+="])
            }
        }
        return false
    }

    static let message = ".foregroundColor(_:) is deprecated; use .foregroundStyle(_:) with the same colour or style."
}
