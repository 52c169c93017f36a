// match-state-branching: tests that read match data without choosing words by it (whether a
// value is there, whether two values repeat each other, an outcome) and values a branch uses
// without showing them (an id handed to an action, a string compared in a sorter).

import UmpireCore
import UmpireRuleSupport

extension MatchStateBranching {
    /// Words of flags about the fan's access or the widget's sample, not the match.
    static let accessWords = ["premium", "subscri", "entitle", "purchase", "preview", "placeholder", "signedin", "loggedin"]

    /// `if AppEnvironment.isRunningUITests, …`: scaffolding a UI test reads, never the fan.
    func runsOnlyInTests(_ condition: Range<Int>, in file: SourceFile) -> Bool {
        condition.contains { k in file.kind(k) == .identifier && (file.contains(k, "UITest") || file.contains(k, "uiTest")) }
    }

    /// `league.includeKickers`, `settings.allowTrades`, `feature.enableChat`: how a league or an
    /// account is set up, which decides what the app offers, not what the match is doing.
    static func isConfigurationFlag(_ name: String) -> Bool {
        ["include", "allow", "enable", "supports"].contains { prefix in
            name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
        // `liveGame.isMultiDeviceSetup`, `feed.isAlertsEnabled`: how it is set up, too.
        } || ["Setup", "SetUp", "Configured", "Enabled", "Allowed"].contains { name.count > $0.count && name.hasSuffix($0) }
    }

    /// `value == -1`, `code == "404"`, `line != ""`: a test of whether a value is there or a request failed,
    /// against a sentinel, not a test of match state that picks words (`>= 0` is judged with
    /// what the branch shows: a goal difference's sign chooses a "+").
    private func isSentinelTest(after end: Int, in file: SourceFile) -> Bool {
        guard let op = file.nextSignificant(after: end), file.kind(op) == .operator,
              let other = file.nextSignificant(after: op) else { return false }
        if isEquality(op, in: file), file.is(other, "-"), let one = file.nextSignificant(after: other), file.text(one) == "1" { return true }
        if isEquality(op, in: file), file.kind(other) == .stringStart {
            let text = file.literalText(ofStringAt: other)
            // `information != ""` asks whether there is a line to show, as `!x.isEmpty` does.
            return text.count == 3 && text.allSatisfy(\.isNumber) || text.isEmpty && file.is(op, "!=")
        }
        return false
    }

    /// `>= 0`, `< 0`, `> -1`: a comparison with zero's side.
    private func isSignTest(after end: Int, in file: SourceFile) -> Bool {
        guard let op = file.nextSignificant(after: end), file.kind(op) == .operator,
              let other = file.nextSignificant(after: op) else { return false }
        if file.is(op, ">=") || file.is(op, "<") { return file.kind(other) == .number && file.text(other) == "0" }
        if file.is(op, ">"), file.is(other, "-"), let one = file.nextSignificant(after: other) { return file.text(one) == "1" }
        return false
    }

    /// A literal sign (`"+"`, `"+\(diff)"`, `"-"`) among what the branch shows.
    private func writesSign(in result: ClosedRange<Int>, file: SourceFile) -> Bool {
        result.contains { j in
            guard file.kind(j) == .stringStart else { return false }
            let text = file.literalText(ofStringAt: j)
            return text.hasPrefix("+") || text == "-" || text == "−"
        }
    }

    /// Whether the value ending at `k` is tested for presence (`entry.body != nil`) or compared
    /// with another value that the branch then shows (`if body != entry.displayTitle { Text(body) }`,
    /// `title == corner ? "" : title`): that decides whether to show a value, not which words.
    func isPresenceOrRepeat(_ k: Int, result: ClosedRange<Int>?, in file: SourceFile) -> Bool {
        var end = k
        if let mark = file.nextSignificant(after: k), file.kind(mark) == .operator, file.is(mark, "?") || file.is(mark, "!"),
           file.tokens[mark].start == file.tokens[k].end { end = mark }
        if isSentinelTest(after: end, in: file) { return true }
        if let result, let dot = file.nextSignificant(after: end), file.kind(dot) == .dot,
           let empty = file.nextSignificant(after: dot), file.is(empty, "isEmpty"), isShownWhenPresent(empty, result: result, in: file) { return true }
        // `score >= 0`, `points < 0`: whether a value is there (a -1 sentinel), unless the branch
        // writes the sign a goal difference needs (`diff >= 0 ? "+\(diff)" : …`).
        if isSignTest(after: end, in: file), !(result.map { writesSign(in: $0, file: file) } ?? false) { return true }
        // `value == other`
        if let op = file.nextSignificant(after: end), isEquality(op, in: file), let other = file.nextSignificant(after: op) {
            if file.is(other, "nil") { return true }
            // `check.result == .failure`, `job.status == .pending`: how a request went.
            if file.kind(other) == .dot, let name = file.nextSignificant(after: other), file.isOne(name, of: Self.outcomes) { return true }
            if let result, file.kind(other) == .identifier && !isConstant(other, in: file) || file.is(other, "self") {
                let otherEnd = file.lastName(ofChainStartingAt: other) ?? other
                return repeats([k, otherEnd], in: result, file: file)
            }
            return false
        }
        // `other == value`
        let start = file.operandStart(endingAt: k)
        guard let op = file.previousSignificant(before: start), isEquality(op, in: file),
              let other = file.previousSignificant(before: op) else { return false }
        if file.is(other, "nil") { return true }
        guard let result, file.kind(other) == .identifier || file.kind(other) == .closeParen,
              !isConstant(file.operandStart(endingAt: other), in: file) else { return false }
        return repeats([k, other], in: result, file: file)
    }

    /// `Constants.reservoirFlag`, `MatchPhase.live`: a fixed value the test compares against,
    /// which makes it a test of state, not a comparison of two values.
    private func isConstant(_ first: Int, in file: SourceFile) -> Bool {
        file.kind(first) == .identifier && file.text(first).first?.isUppercase == true
    }

    private func isEquality(_ op: Int, in file: SourceFile) -> Bool {
        file.kind(op) == .operator && (file.is(op, "==") || file.is(op, "!=") || file.is(op, "==="))
    }

    /// Whether a compared name is used again in the branch's result.
    private func repeats(_ names: [Int], in result: ClosedRange<Int>, file: SourceFile) -> Bool {
        let spelled = names.filter { file.kind($0) == .identifier }.map { file.text($0) }
        guard !spelled.isEmpty else { return false }
        return result.contains { j in file.kind(j) == .identifier && spelled.contains(file.text(j)) }
    }

    /// `if case .success(let message) = check.result`: an outcome, like a switch over one.
    func testsOutcome(_ keyword: Int, in file: SourceFile) -> Bool {
        guard file.is(keyword, "if") || file.is(keyword, "guard"), let next = file.nextSignificant(after: keyword),
              file.is(next, "case") else { return false }
        var j = file.nextSignificant(after: next)
        while let k = j, file.kind(k) == .keyword { j = file.nextSignificant(after: k) }
        guard let dot = j, file.kind(dot) == .dot, let name = file.nextSignificant(after: dot) else { return false }
        return file.isOne(name, of: Self.outcomes)
    }

    static let outcomes = ["success", "failure", "fulfilled", "rejected", "pending", "skipped", "loading", "idle", "failed", "running"]

    /// Whether a backend string at `k`, inside a branch that starts at `branchStart`, is shown:
    /// given to `Text`/`Label`, passed as a display argument (`title:`), returned or assigned;
    /// not handed to an action or another view as an id (`.voteComment(comment.commentID)`,
    /// `FolderView(folderID: item.id)`). An interpolation leaves it to the literal it is in.
    func isShown(_ k: Int, branchStart: Int, in file: SourceFile) -> Bool {
        // A ternary's result goes wherever the whole expression goes (`prompt: isAsk ? item.prompt : nil`).
        let isTernary = file.kind(branchStart) == .operator
        for opener in file.openers(around: k) {
            guard opener > branchStart || isTernary else { break }
            switch file.kind(opener) {
            case .interpolationStart, .stringStart:
                return false
            // `counts[project.path] = …`: a key a lookup reads, not text shown.
            case .openBracket where file.previousSignificant(before: opener).map({ [.identifier, .closeParen, .closeBracket].contains(file.kind($0)) }) == true:
                return false
            case .openParen:
                guard let callee = file.callee(ofOpenParen: opener) else { continue }
                if file.isOne(callee, of: Self.displayCallees) { return true }
                guard let label = argumentLabel(of: k, in: opener, file: file) else { return false }
                let name = file.text(label)
                return Self.displayLabels.contains { name == $0 || name.hasSuffix($0.prefix(1).uppercased() + $0.dropFirst()) }
            default:
                continue
            }
        }
        return true
    }

    static let displayCallees = ["Text", "Label", "Button", "navigationTitle", "accessibilityLabel", "Section", "Toggle",
                                 "LocalizedStringKey", "AttributedString"]
    static let displayLabels = ["title", "subtitle", "text", "label", "message", "caption", "headline", "detail", "footer",
                                "header", "placeholder", "verbatim", "description"]

    /// `TrackedRoute(…, mode: arrival.isBus ? "bus" : "subway")`: one lower-case word handed to
    /// a labelled argument that is not for display is a code the model keeps, not words shown
    /// (`Text(isLive ? "live" : "final")` still shows its words).
    func isCodeArgument(_ literal: Int, in file: SourceFile) -> Bool {
        let text = file.ownText(ofStringAt: literal)
        guard !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }),
              let paren = file.enclosingOpener(of: literal), file.kind(paren) == .openParen,
              let callee = file.callee(ofOpenParen: paren), !file.isOne(callee, of: Self.displayCallees),
              let label = argumentLabel(of: literal, in: paren, file: file) else { return false }
        let name = file.text(label)
        return !Self.displayLabels.contains { name == $0 || name.hasSuffix($0.prefix(1).uppercased() + $0.dropFirst()) }
    }

    /// The label of the argument of the call opened at `paren` that holds token `k`.
    private func argumentLabel(of k: Int, in paren: Int, file: SourceFile) -> Int? {
        // Back from `k` to the start of its argument: the `(` or a `,` at the call's level.
        var j = k
        while let before = file.previousSignificant(before: j), before > paren {
            if file.kind(before) == .comma, file.enclosingOpener(of: before) == paren { break }
            j = before
        }
        guard file.kind(j) == .identifier, file.kind(after: j) == .colon else { return nil }
        return j
    }

    /// Whether the literal at `k` is what a property or function named for an icon, a link or a
    /// key gives back (`var icon: String { switch state.phase { case .live: "dot.radiowaves" … } }`,
    /// `var widgetURL: String`): a name for the system, never words.
    func isNamedForMachine(_ k: Int, in file: SourceFile) -> Bool {
        guard let name = file.enclosingDeclarationName(of: k) else { return false }
        let lower = file.text(name).lowercased()
        return Self.machineNameEndings.contains { lower.hasSuffix($0) }
    }

    static let machineNameEndings = ["icon", "symbol", "symbolname", "image", "imagename", "systemimage", "asset", "url",
                                     "link", "path", "key", "identifier", "id", "logo", "logoname"]

    /// `a.teamCode < b.teamCode` in a sorter: a string compared, not shown.
    func isComparedOperand(_ k: Int, in file: SourceFile) -> Bool {
        if let next = file.nextSignificant(after: k), file.kind(next) == .operator, Self.comparisons.contains(file.text(next)) { return true }
        let start = file.operandStart(endingAt: k)
        guard let previous = file.previousSignificant(before: start), file.kind(previous) == .operator else { return false }
        return Self.comparisons.contains(file.text(previous))
    }

    static let comparisons: Set<String> = ["<", ">", "<=", ">=", "==", "!=", "===", "!=="]

    /// `Label("Toss delayed by a wet outfield").opacity(state.phase == .scheduled ? 1 : 0)`: the
    /// state shows or hides the text, as `if state.phase == .scheduled { Label(…) }` would.
    func hidesText(ternaryAt question: Int, in context: RuleContext) -> Bool {
        let file = context.file
        guard let paren = file.enclosingOpener(of: question), file.kind(paren) == .openParen,
              let callee = file.callee(ofOpenParen: paren), file.is(callee, "opacity"), file.isMemberAccess(callee),
              let receiver = file.receiver(ofCallee: callee), let close = file.partner(of: paren) else { return false }
        // Hidden in one state (`? 1 : 0`), not dimmed (`? 0.4 : 1`): a dimmed text is still shown.
        let hides = (question..<close).contains { file.kind($0) == .number && ["0", "0.0"].contains(file.text($0)) }
        return hides && containsText(file.operandStart(endingAt: receiver)...receiver, in: context)
    }

    /// `if away > home { Text(score).fontWeight(.heavy) } else { Text(score).foregroundStyle(.secondary) }`:
    /// every branch of an `if … else` shows the same text, styled differently (the winner in
    /// bold). The state picks a style, not words.
    func showsSameTextInEveryBranch(from body: Int, in file: SourceFile) -> Bool {
        guard let (links, _, endsWithElse) = elseChain(from: body, in: file), endsWithElse else { return false }
        let shown = links.map { shownTexts(in: $0...(file.partner(of: $0) ?? $0), file: file) }
        return !shown[0].isEmpty && shown.allSatisfy { $0 == shown[0] }
    }

    /// `switch hole.resultKind { case "eagle": … Text(hole.strokesDisplay) … default: … }`:
    /// every case shows the same text in its own frame (a circle for an eagle, a square for a
    /// bogey). A switch covers every value, so the state picks a decoration, not words.
    func showsSameTextInEveryCase(switchAt keyword: Int, in file: SourceFile) -> Bool {
        let tree = file.syntax
        let statement = tree.node(atToken: keyword)
        guard tree.kind(statement) == .switchStatement else { return false }
        let shown = tree.children(statement).filter { tree.kind($0) == .caseClause }
            .map { shownTexts(in: Int(tree[$0].first)...Int(tree[$0].last), file: file) }
        return shown.count > 1 && !shown[0].isEmpty && shown.allSatisfy { $0 == shown[0] }
    }

    /// The `{` of each branch of an `if … else if … else` chain from its first, the chain's last
    /// `}`, and whether it ends with a plain `else` (every case covered).
    func elseChain(from body: Int, in file: SourceFile) -> (links: [Int], close: Int, endsWithElse: Bool)? {
        guard var close = file.partner(of: body) else { return nil }
        var links = [body]
        var endsWithElse = false
        while let next = file.nextSignificant(after: close), file.is(next, "else"), let open = firstBrace(after: next, in: file),
              let end = file.partner(of: open) {
            endsWithElse = file.nextSignificant(after: next) == open
            links.append(open)
            close = end
        }
        return (links, close, endsWithElse)
    }

    /// What each `Text(…)` or `Label(…)` in a range is given, as written.
    private func shownTexts(in range: ClosedRange<Int>, file: SourceFile) -> [String] {
        range.compactMap { k in
            guard file.kind(k) == .identifier, file.isOne(k, of: ["Text", "Label"]), !file.isMemberAccess(k),
                  let paren = file.nextSignificant(after: k), file.kind(paren) == .openParen, let end = file.partner(of: paren) else { return nil }
            return file.text(from: file.tokens[paren].start, to: file.tokens[end].end)
        }
    }

    /// `switch context.state { case let .preGame(start, end, title): … }`: one case unpacks the
    /// state's values; there is nothing to choose between.
    func hasOneClause(switchAt keyword: Int, in file: SourceFile) -> Bool {
        let tree = file.syntax
        let statement = tree.node(atToken: keyword)
        return tree.kind(statement) == .switchStatement && tree.children(statement).filter { tree.kind($0) == .caseClause }.count == 1
    }

    /// `switch result { case .success: … case .failure: … }` handles an outcome, not match state.
    func handlesOutcome(_ body: Int, in file: SourceFile) -> Bool {
        guard let close = file.partner(of: body) else { return false }
        return (body..<close).contains { k in
            file.kind(k) == .identifier && file.isOne(k, of: ["success", "failure", "fulfilled", "rejected"])
                && file.kind(before: k) == .dot
        }
    }

    /// `display.clock.isEmpty`: a text field of the backend's, not a list, tested for nothing in
    /// it. Picking words for that (`Text("Intermission")`) reads the match's state from it; an
    /// empty list is the app's own empty state.
    func isEmptyField(_ k: Int, in context: RuleContext) -> Bool {
        let file = context.file
        guard let dot = file.previousSignificant(before: k), file.kind(dot) == .dot,
              let receiver = file.previousSignificant(before: dot),
              case let .backendMember(owner, _, type) = context.origin(ofValueEndingAt: receiver) else { return false }
        return !owner.isEmpty && type?.isCollection != true && type?.name == "String"
    }

    /// `if !standings.streak.isEmpty { Text("Streak"); Text(standings.streak) }`: whether the
    /// value is there, when the branch shows it, as `!= nil` is; a caption beside it is chrome.
    func isShownWhenPresent(_ isEmpty: Int, result: ClosedRange<Int>, in file: SourceFile) -> Bool {
        guard let dot = file.previousSignificant(before: isEmpty), file.kind(dot) == .dot,
              let field = file.previousSignificant(before: dot), file.kind(field) == .identifier,
              let not = file.previousSignificant(before: file.operandStart(endingAt: isEmpty)), file.kind(not) == .operator, file.is(not, "!")
        else { return false }
        return repeats([field], in: result, file: file)
    }

    /// Whether a branch shows words of its own: `Text("Intermission")`.
    func showsLiteral(in result: ClosedRange<Int>, file: SourceFile) -> Bool {
        result.contains { j in
            guard file.kind(j) == .stringStart, file.interpolationCount(ofStringAt: j) == 0,
                  let open = file.previousSignificant(before: j), file.kind(open) == .openParen,
                  let callee = file.callee(ofOpenParen: open), file.isOne(callee, of: ["Text", "Label"]) else { return false }
            return file.literalText(ofStringAt: j).contains(where: \.isLetter)
        }
    }

    /// Whether the value ending at token `k` is the right side of a comparison ending there too.
    func endsComparison(_ k: Int, in file: SourceFile) -> Bool {
        let tree = file.syntax
        var id = tree.node(atToken: k)
        while let parent = tree.parent(id), Int(tree[parent].last) == k {
            if tree.kind(parent) == .binary { return ["<", ">", "<=", ">=", "==", "!="].contains(tree.nameText(parent)) }
            guard [.member, .call, .postfix, .subscript].contains(tree.kind(parent)) else { return false }
            id = parent
        }
        return false
    }
}
