// Strings built on the device from values: what the syntax layer's string segments hold,
// judged by provenance.

import UmpireCore
import UmpireRuleSupport

extension ClientSideFormatting {
    /// The message for a string literal that builds display text from a backend value (with
    /// words around it, or joined to another value), or from values whose names read as match
    /// data when no declaration says where they come from; nil when it does not.
    func builtText(stringAt i: Int, in context: RuleContext, mayHoldBackend: Bool) -> String? {
        let file = context.file
        // Outside views and widgets only a backend value counts, and none can arrive in a file
        // that names no type it could arrive through.
        let screen = !context.roles.isDisjoint(with: [.view, .widget]) && !context.roles.contains(.service)
        guard screen || mayHoldBackend || numberExtensionText(stringAt: i, in: context) != nil else { return nil }
        // What the tokens tell next (a log line, a key, a path, markup): most interpolated
        // strings are never shown, and their file need not be parsed for them.
        guard !isIdentifierPosition(i, in: file), !isCatalogKey(i, in: file), !isMarkup(file.ownText(ofStringAt: i)),
              !isBuiltForMachine(i, in: file), !isShownNowhere(i, in: file) else { return nil }
        let tree = file.syntax
        let string = tree.node(atToken: i)
        guard tree.kind(string) == .string, !isThrown(string, in: tree), !isGroupingKey(string, in: tree) else { return nil }
        var values: [SyntaxID] = []
        for segment in tree.children(string) where tree.kind(segment) == .interpolation {
            guard let argument = tree.firstChild(segment), let value = tree.children(argument).reversed().first else { continue }
            // `\(session.endDate, style: .relative)`, `\(timerInterval: now...start, pauseTime: now)`:
            // a date or a countdown the system shows and keeps counting.
            if tree.children(segment).contains(where: { tree.kind($0) == .argument && Self.systemCounted.contains(tree.nameText($0)) }) {
                continue
            }
            // `\(rate, specifier: "%.1f")`, `\(rank, formatter: f)`: reported as the formatting it is.
            if tree.children(segment).contains(where: { tree.kind($0) == .argument && Self.formatLabelNames.contains(tree.nameText($0)) }) {
                continue
            }
            // An interpolated Image is an icon; localised copy and StoreKit prices are words.
            if tree.kind(value) == .call, tree.isNamed(value, "Image") { continue }
            if isCopyOrPrice(Int(tree[value].last), in: file) { continue }
            // `"\(context.debugDescription) (key: \(key))"`: an error's text, for a developer.
            if file.isErrorText(valueEndingAt: Int(tree[value].last)) { return nil }
            values.append(value)
        }
        guard !values.isEmpty else { return nil }
        // `"\(homeFlag) \(awayFlag)"`: emoji flags side by side, the checklist's own allowance.
        if values.allSatisfy({ Self.namesFlag(tree.nameText($0)) }), file.ownText(ofStringAt: i).allSatisfy(\.isWhitespace) { return nil }
        if let message = numberExtensionText(stringAt: i, in: context) { return message }
        // `"draft-\(league.id)"`: ids joined into one word make a key (a realtime channel's, a
        // cache's), which no one reads.
        if values.allSatisfy({ Self.isIdentifierValue($0, in: tree) }), !file.ownText(ofStringAt: i).contains(where: \.isWhitespace) {
            return nil
        }
        // `"Ride ID: \(ride.id)"`: an id shown under its own label, for reference, not match data.
        if values.allSatisfy({ Self.isIdentifierValue($0, in: tree) }),
           file.ownText(ofStringAt: i).split(whereSeparator: { !$0.isLetter }).contains(where: { $0 == "ID" || $0 == "Id" }) {
            return nil
        }
        // `var line = "[\(ts)] \(entry.event.name)"`, then only `print(line)`: a log line.
        if context.feedsOnlyMachineText(valueAt: i) { return nil }
        var origins: [Provenance] = []
        for value in values {
            origins.append(context.provenance(of: value))
            if origins.last?.isBackend == true { break }
        }
        if let backend = origins.first(where: \.isBackend) {
            // `"\(state.scoreLine)"` alone shows the backend's string; words, a second value or a
            // number's dressing (`"#\(entry.rank)"`, `"(\(seed))"`, `"\(pct)%"`) build one.
            let own = file.ownText(ofStringAt: i)
            guard values.count >= 2 || hasWords(own) || dressesValue(own)
                    || own.isEmpty && isShownByText(string, in: tree) && showsNumberBesideItsText(backend, in: context)
                        && !standsBesideSeparator(string, in: tree) else { return nil }
            // `Button("Follow \(team.name)")`: an action's label naming what it acts on is chrome.
            if labelsAnAction(i, in: file), values.allSatisfy({ Self.isName($0, in: tree) }) { return nil }
            // A model's own display text is model-display-logic's.
            // (A Live Activity's file may declare a Codable type beside its views: their text is still judged.)
            guard !context.roles.contains(.model) || !context.roles.isDisjoint(with: [.view, .widget]),
                  context.enclosingType(of: string)?.type?.isBackend != true else { return nil }
            let shown = backend.evidence >= 0 ? "`\(tree.text(backend.evidence))`" : "a backend value"
            return Self.builtMessage(shown)
        }
        // No declaration says where they come from: two values joined in a view or widget are
        // taken as the display text it was given to show (the documented default).
        guard values.count >= 2, screen, origins.contains(where: Self.isUndeclared) else { return nil }
        return Self.joinedMessage
    }

    /// `Text("\(state.awayTotal)")` where the display state also sends `scoreline`: a number of a
    /// type that sends text for display, turned into text on the device instead. A raw model's
    /// number shown as it is (a decoded `Game.homeScore`) is left alone.
    func showsNumberBesideItsText(_ value: Provenance, in context: RuleContext) -> Bool {
        guard let shape = value.type, Self.numericTypes.contains(shape.name), !shape.isCollection,
              case let .backendField(owner, _) = value.reason, let type = context.model.type(named: owner), type.isContract
        else { return false }
        return type.members.values.contains { member in
            member.type?.name == "String" && member.type?.isCollection == false
                && Self.displayTextSuffixes.contains(where: member.name.lowercased().hasSuffix)
        }
    }

    static let displayTextSuffixes = ["text", "line", "label"]

    /// `Text(String(game.awayTotal))` where the backend also sends the scoreline.
    func numberConvertedForText(_ i: Int, open paren: Int, in context: RuleContext) -> String? {
        let file = context.file
        // `Text(String(…`, read from the tokens first: most files never parse for it.
        guard file.kind(paren) == .openParen, !file.isMemberAccess(i), let open = file.previousSignificant(before: i),
              file.kind(open) == .openParen, let callee = file.previousSignificant(before: open), file.is(callee, "Text"),
              !file.isMemberAccess(callee), file.firstArgumentLabel(ofOpenParen: paren) == nil else { return nil }
        let tree = file.syntax
        guard let call = tree.parent(tree.node(atToken: i)), tree.kind(call) == .call, isShownByText(call, in: tree),
              !standsBesideSeparator(call, in: tree),
              let argument = tree.children(call).first(where: { tree.kind($0) == .argument }),
              let value = tree.children(argument).reversed().first else { return nil }
        return showsNumberBesideItsText(context.provenance(of: value), in: context) ? Self.numberTextMessage(tree.text(value)) : nil
    }

    /// The string is all of a `Text(…)`'s first argument.
    func isShownByText(_ string: SyntaxID, in tree: SyntaxTree) -> Bool {
        guard let argument = tree.parent(string), tree.kind(argument) == .argument, tree.nameText(argument).isEmpty,
              let call = tree.parent(argument), tree.kind(call) == .call, tree.isNamed(call, "Text") else { return false }
        return tree.children(call).first(where: { tree.kind($0) == .argument }) == argument
    }

    /// Interpolation labels of the text SwiftUI keeps counting (`Text("Starts \(timerInterval: …)")`).
    static let systemCounted: Set<String> = ["style", "timerInterval"]

    /// Interpolation labels reported as formatting (see `interpolationFormatLabels`).
    static let formatLabelNames: Set<String> = ["specifier", "format", "formatter"]

    /// `Dictionary(grouping: points) { "\($0.setNumber)-\($0.gameNumber)" }`: the key the
    /// values are grouped by, never shown.
    private func isGroupingKey(_ string: SyntaxID, in tree: SyntaxTree) -> Bool {
        guard let closure = tree.ancestors(string).first(where: { tree.kind($0) == .closure }), var call = tree.parent(closure) else { return false }
        if tree.kind(call) == .argument, let outer = tree.parent(call) { call = outer }
        return tree.kind(call) == .call && tree.nameText(call) == "Dictionary"
            && tree.children(call).contains { tree.kind($0) == .argument && tree.nameText($0) == "grouping" }
    }

    /// `throw ScheduleError.badIdentifier("side id \(id) …")`: an error's text, for a log or a developer.
    private func isThrown(_ string: SyntaxID, in tree: SyntaxTree) -> Bool {
        for ancestor in tree.ancestors(string) {
            switch tree.kind(ancestor) {
            case .throwStatement: return true
            case .function, .closure, .block, .typeDeclaration: return false
            default: continue
            }
        }
        return false
    }

    /// The string is the label of a button, a toggle, a menu or a link, or an accessibility label
    /// or hint: words for an action or a control.
    private func labelsAnAction(_ i: Int, in file: SourceFile) -> Bool {
        let callees = file.enclosingCallees(of: i)
        guard let callee = callees.first else { return false }
        if file.isOne(callee, of: Self.actionLabelCallees) { return true }
        // `Button { … } label: { Text("Remove \(game.homeTeam) as favorite") }`: the same label, written as a closure.
        if file.isInControlLabel(i, controls: SwiftUIControls.actionNames, tabItems: false) { return true }
        // `Alert(title: …, message: Text("Add \(race.raceName) to your calendar?"))`: a dialog's Text.
        return file.is(callee, "Text") && callees.dropFirst().first.map { file.isOne($0, of: Self.dialogCallees) } == true
    }

    static let actionLabelCallees = TokenWords(["Button", "Toggle", "Menu", "Link", "ShareLink", "accessibilityLabel", "accessibilityHint",
                                                "confirmationDialog", "alert", "Label"])
    static let dialogCallees = TokenWords(["Alert", "alert", "confirmationDialog"])

    /// `league.id`, `matchID`, `team.id.uuidString`: a value that identifies rather than reads.
    static func isIdentifierValue(_ value: SyntaxID, in tree: SyntaxTree) -> Bool {
        guard [.member, .name].contains(tree.kind(value)) else { return false }
        let name = tree.nameText(value)
        return ValueNames.isIdentifier(name) || name == "uuidString"
    }

    /// `team.name`, `player.displayName`, `game.strHomeTeam`, `match.title`: a value that names a
    /// team, a player, a venue or a match, what an action acts on.
    static func isName(_ value: SyntaxID, in tree: SyntaxTree) -> Bool {
        guard [.member, .name].contains(tree.kind(value)) else { return false }
        let name = tree.nameText(value)
        return ["name", "team", "title"].contains(name) || ["Name", "Team", "Title"].contains(where: name.hasSuffix)
    }

    /// Calls whose string argument names something (an asset, an identifier, a key, a link)
    /// rather than showing it.
    static let namingCallees = ["URL", "URLRequest", "id", "Logger", "scrollTo", "tag", "Image", "UIImage", "NSImage",
                                "customizationID", "accessibilityIdentifier", "matchedGeometryEffect", "AppStorage", "SceneStorage",
                                "Color", "UIColor", "NSPredicate", "URLQueryItem", "Name", "navigationDestination",
                                // Catalog keys: the words live in the strings catalog.
                                "LocalizedStringKey", "NSLocalizedString", "LocalizedStringResource"]

    /// A rank's `#`, a seed's brackets, a percentage's `%`, a sign: the literal around one value
    /// is only such marks (spaces aside).
    func dressesValue(_ text: String) -> Bool {
        let marks = text.unicodeScalars.filter { $0 != " " }
        return !marks.isEmpty && marks.allSatisfy { Self.valueDressing.contains($0) }
    }

    /// A number's dressing: `#`, brackets, `%`, a sign (`+`, `−`, `±`), a movement arrow
    /// (`▲ 3`, `↓2` in a ranking), `×`, `°`. Not a hyphen: `"- \(positionRank)"` puts a
    /// separator before the backend's own string.
    static let valueDressing: Set<Unicode.Scalar> = ["#", "(", ")", "%", "+", "\u{2212}", "\u{00B1}", "\u{25B2}", "\u{25BC}",
                                                     "\u{2191}", "\u{2193}", "\u{00D7}", "\u{00B0}"]

    @_optimize(none) static var dressingExamples: (triggering: [Example], nonTriggering: [Example]) { (
        triggering: [
            // Balls in brackets: the checklist's "formatting overs", one value at a time.
            Example(#"""
                struct InningsLine: View {
                    let state: MatchDisplayState
                    var body: some View {
                        Text(↓"(\(state.ballsFaced))")
                    }
                }
                """#, companions: [ExampleModels.displayState]),
            // A ranking's movement: the difference worked out, then dressed with an arrow.
            Example(#"""
                struct BatterRankRow: View {
                    let state: MatchDisplayState
                    let previousRuns: Int
                    var body: some View {
                        let gained = state.runs - previousRuns
                        Text(gained > 0 ? ↓"▲ \(gained)" : "–")
                    }
                }
                """#, companions: [ExampleModels.displayState]),
        ],
        nonTriggering: [
            // A separator before the backend's own string is punctuation, not a number's sign.
            Example(#"""
                struct BatterCell: View {
                    let batter: BatterLine
                    var body: some View { Text("- \(batter.name)") }
                }
                """#, trap: .lookAlike, companions: [ExampleModels.displayState]),
            // The view's own count, dressed the same way: the device's to show.
            Example(#"""
                struct FilterChip: View {
                    @State private var selected: Set<String> = []
                    var body: some View { Text("(\(selected.count))") }
                }
                """#, trap: .lookAlike),
        ]) }

    /// Letters or digits outside the interpolations: words that make a sentence of the values.
    private func hasWords(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    /// Strings that are never shown: links and paths, the pasteboard, layout, searches, logs,
    /// URLs, ids, tags.
    private func isShownNowhere(_ i: Int, in file: SourceFile) -> Bool {
        let text = file.literalText(ofStringAt: i)
        if text.contains("://") || looksLikePath(text) || isCopiedToPasteboard(i, in: file) || isLayout(file.ownText(ofStringAt: i)) {
            return true
        }
        // `"\(a) \(b)".localizedCaseInsensitiveContains(query)`: the string is what is searched.
        if let end = file.partner(of: i), let dot = file.nextSignificant(after: end), file.kind(dot) == .dot,
           let method = file.nextSignificant(after: dot), file.isOne(method, of: Self.matchingCalls) { return true }
        for callee in file.enclosingCallees(of: i) {
            if file.isDiagnosticCall(callee: callee) || file.isOne(callee, of: Self.namingCallees) {
                return true
            }
            if file.isOne(callee, of: Self.matchingCalls) { return true }
        }
        return file.isErrorText(valueEndingAt: file.partner(of: i) ?? i)
    }
}
