// Flags views that pick text by branching on match state.

import UmpireCore
import UmpireRuleSupport

public struct MatchStateBranching: Rule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "match-state-branching", area: .serverDrivenUI, languages: [.swift], roles: [.view, .viewModel, .widget],
        excludedRoles: [.test, .service], severity: .error,
        summary: "View code that chooses text by branching on match state",
        rationale: """
            Which headline a second innings shows, or what a rain delay says, is product logic: \
            it belongs in buildDisplayState so every surface says the same thing and a wording \
            change does not need a release. Choosing a colour from a phase or a sentiment is a \
            pure view concern and stays in the view.
            """,
        fix: "Send the text from the backend's display state; keep only styling decisions in the view.",
        options: [vocabularyOption.declaration, developerScreensOption.declaration],
        asks: """
            Does view code choose which words to show by testing the match's state? An `if`, \
            `guard` or `switch` whose condition reads match state and whose branches show text (a \
            literal that reads as words or numbers, a `Text` or `Label` built from a value, a \
            backend String field given to Text, Label or `title:`), a ternary on match state whose \
            results hold such text or that hides text (`.opacity(… ? 1 : 0)`), and a `Text` that \
            looks up the file's dictionary of literals by a backend value. Match state, by the \
            project model: a non-list field of a backend type, a backend enum value, a method \
            called on a backend value (`match.isFuture()`), an empty backend String field that \
            picks literal words, a local or computed property the view declares from such a \
            test, one step deep, or one it declares as one backend figure minus another (`let lead = \
            state.homeTotal - state.awayTotal`, not a count less one). Left alone: ids, keys, presentation, access and set-up flags, \
            presence and outcome tests, a date against the clock, whether the fan's own list holds a \
            backend key, the fan's own settings (a settings store's AppStorage read back as the \
            backend's enum), a control's own title (`label: { Label(isArchived ? "Unarchive" : \
            "Archive", …) }`), a lookup's key (`counts[project.path] = …`), words agreeing with a number (`n == 1 ? "fan played" : "fans played"`), which side the fan's team is (`fixture.isHome ? teamCode : opponentCode`), developer screens, a chain a UI test's flag heads (`if \
            AppEnvironment.isRunningUITests, …`), and branches that all show the same text.
            """,
        whenUnknown: """
            Where no declaration says what a tested name holds, a vocabulary name (option \
            `vocabulary`: `phase`, `status`, `innings`, `isLive`, `result`…) counts as match \
            state, bare or as a member, when it is the value compared (`state.status`, not \
            `status.account`) and not an id, key, access or set-up flag; so does a name the view \
            declares from such a test. A method's receiver, a lookup's key and a String a branch \
            shows must be the backend's by declaration: unknown ones are left alone.
            """,
        limitations: """
            Read in views, widgets and view models (an `ObservableObject`, or a file under \
            `ViewModels/` or named `…ViewModel`), not in developer screens (option developerScreens). Branches count as choosing text when they contain a string literal that reads as \
            words or numbers; a branch that picks a view, an image or a colour is allowed (an icon in \
            place of the backend's own name, `if arrival.isBus { Image(…) } else { Text(arrival.displayName) }`, too), and so \
            are log messages, optional bindings (`if let status = …`), switches over an outcome \
            (`.success`/`.failure`) and preview code. A branch also chooses text when it shows a \
            `Text` or `Label`, or (in a ternary) one of the backend's strings; a ternary that \
            hides text shows or withholds it (`Label("Toss delayed").opacity(state.phase == .pre \
            ? 1 : 0)`), one that dims it (`? 0.6 : 1`) does not, nor does an `if … else` whose \
            every branch (or every case of a switch) shows the same text, styled or framed differently \
            (the live score in bold). Match state is a \
            member of the backend's display state or a method on it, by the project model \
            (`state.inningsNumber`, `match.isFuture()`), or a vocabulary name where no \
            declaration is found; a name the view declares for a test on it counts too (`let \
            isChasing = state.innings == 2`, or a computed property of the view), one step deep. \
            An `else if` of a chain already reported at its `if` is not reported again. Not \
            match state: a backend date measured against the device's clock (`isDateInToday(kickoff)`, \
            `isDate(kickoff, inSameDayAs: Date())`: "Today" or a date is the device's to pick), whether the fan's own list \
            holds a backend key (`favorites.contains(game.homeTeam)`), what a Live Activity was started with \
            (`context.attributes.sportType`: it picks a layout and never changes), a test for presence or a repeat (`x != nil`, `x != ""`, `!x.isEmpty` when the branch shows `x`, `note != state.statusLine` \
            when the branch shows `note`; but an empty text field of the backend's that picks \
            words of the app's, `if state.chaseLine.isEmpty { Text("Innings break") }`, is), an outcome (`if case .failure`, `== .pending`), an id \
            or key (`state.matchID`, also as `pick.userID.lowercased()`), how a league or an account is set up \
            (`league.includeKeepers`, `allowTrades`, `isMultiDeviceSetup`), a presentation switch (`showsDetailedScore`, \
            `liveActivityType`), a flag about the fan's access or the widget gallery's sample \
            that a timeline entry carries (`entry.isPremiumContent`, `entry.isPreview`). Not text: a backend string handed to an action or as another \
            view's id (shown only through Text, Label or a display argument such as `title:`), \
            a link, path, key or SF Symbol name, a database query's table or column (`.from("Trades")`), or what a property named for one gives back \
            (`var phaseIcon: String`), nor a control's title or label (`if !hasWinner { \
            Button("End") … }` offers an action). A switch with one case unpacks a one-case \
            content state and chooses nothing.
            """,
        triggering: examples.triggering + visibilityExamples.triggering + deviceExamples.triggering,
        nonTriggering: examples.nonTriggering + visibilityExamples.nonTriggering + deviceExamples.nonTriggering) }

    let vocabulary: [String]
    let developerScreens: RolePatterns

    static let vocabularyOption = Option<[String]>(MatchVocabulary.option("vocabulary", MatchVocabulary.state, "Names of match state the backend owns."))
    static let developerScreensOption = DeveloperScreens.option

    public init(options: RuleOptions) {
        vocabulary = options[Self.vocabularyOption]
        developerScreens = options[Self.developerScreensOption]
    }

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        if developerScreens.matches(context.rolePath) { return }
        // The `if` of each `else if` in a chain already reported at its head.
        var chained: Set<Int> = []
        var chains = ChainFacts()
        for i in file.tokens.indices {
            switch file.kind(i) {
            case .keyword where file.is(i, "if") || file.is(i, "switch") || file.is(i, "guard"):
                guard !chained.contains(i), !context.isInPreview(i), !testsOutcome(i, in: file), !isInBackendModel(i, context),
                      let body = firstBrace(after: i, in: file),
                      let own = file.partner(of: body), mentionsState(i + 1..<body, result: body...own, in: context),
                      !(file.is(i, "switch") && (handlesOutcome(body, in: file) || hasOneClause(switchAt: i, in: file))),
                      !showsSameTextInEveryBranch(from: body, in: file), !(file.is(i, "switch") && showsSameTextInEveryCase(switchAt: i, in: file)),
                      chains.showsText(from: body, rule: self, in: context) || guardedTextFollows(i, body: body, in: context),
                      !(file.is(i, "if") && choosesIconOrName(from: body, in: context)),
                      // A choice inside a button's title or label offers an action: asked last, it walks the tree.
                      !namesControl(i, in: file) else { continue }
                // A chain headed by a UI test's scaffolding is the test's, every branch of it.
                if !runsOnlyInTests(i + 1..<body, in: file) { findings.report(file, at: i, Self.message(context.roles)) }
                var close = file.partner(of: body)
                while let c = close, let next = file.nextSignificant(after: c), file.is(next, "else"),
                      let nested = file.nextSignificant(after: next), let open = firstBrace(after: next, in: file) {
                    if file.is(nested, "if") { chained.insert(nested) }
                    close = file.partner(of: open)
                }
            case .operator where file.is(i, "?"):
                guard !context.isInPreview(i), !isInBackendModel(i, context),
                      let colon = ternaryColon(after: i, in: file), let start = conditionStart(before: i, in: file),
                      case let result = i...resultEnd(after: colon, in: file),
                      mentionsState(start..<i, result: result, in: context), containsText(result, in: context) || hidesText(ternaryAt: i, in: context),
                      !choosesInflection(ternaryAt: i, in: file),
                      // `Button { … } label: { Label(isArchived ? "Unarchive" : "Archive", …) }`: which action the control offers.
                      !namesControl(i, in: file)
                else { continue }
                // Through the branches: a literal one of them shows is this choice, one finding.
                findings.report(file, at: i, through: result.upperBound, Self.message(context.roles))
            default:
                break
            }
        }
        // `Text(breakWords[state.phase] ?? …)`: words picked by the phase from the file's own table.
        for lookup in StateLookups.lookups(in: context) { findings.report(file, at: lookup.subscriptStart, Self.message(context.roles)) }
    }

    /// `guard match.state == .finished, let result = … else { return EmptyView() }` then
    /// `Text(result)`: a guard's text is what follows it in its block, shown only in that state.
    private func guardedTextFollows(_ keyword: Int, body: Int, in context: RuleContext) -> Bool {
        let file = context.file
        guard file.is(keyword, "guard"), let elseClose = file.partner(of: body), let block = file.enclosingOpener(of: keyword),
              file.kind(block) == .openBrace, let blockClose = file.partner(of: block), elseClose < blockClose else { return false }
        // Only in a getter or a function that returns what it builds (`var resultBanner: some View`):
        // an action's early exit (`func recordGoal() { guard … }`) shows nothing.
        let tree = file.syntax
        guard let owner = tree.ancestors(tree.node(atToken: keyword)).first(where: { [.function, .binding, .closure].contains(tree.kind($0)) }),
              tree.kind(owner) == .binding && tree[owner].flags.contains(.computed)
                || tree.kind(owner) == .function && tree.child(owner, .type) != nil else { return false }
        return containsText(elseClose...blockClose, in: context)
    }

    /// `if arrival.isBus { Image(systemName: "bus.fill") } else { Text(arrival.routeName) }`: an
    /// icon in place of the backend's own name, a choice of presentation, not of words. Only
    /// when no branch writes words and one branch shows an image where another shows the
    /// backend's string as sent.
    private func choosesIconOrName(from body: Int, in context: RuleContext) -> Bool {
        let file = context.file
        guard let (links, close, _) = elseChain(from: body, in: file), links.count >= 2 else { return false }
        var texts = 0, images = 0
        for n in links.indices {
            let range = links[n]...(n + 1 < links.count ? links[n + 1] - 1 : close)
            if range.contains(where: { file.kind($0) == .stringStart && isText($0, range: range, in: context) }) { return false }
            if containsText(range, in: context) {
                texts += 1
            } else if range.contains(where: { file.isIdentifier($0, "Image") && file.kind(after: $0) == .openParen }) {
                images += 1
            }
        }
        return texts == 1 && images >= 1
    }

    /// Inside a backend model's own member (in its file or an extension anywhere): the text it
    /// builds is model-display-logic's finding.
    private func isInBackendModel(_ i: Int, _ context: RuleContext) -> Bool {
        context.enclosingType(of: context.file.syntax.node(atToken: i))?.type?.isBackend == true
    }

    func firstBrace(after keyword: Int, in file: SourceFile) -> Int? {
        var j = file.nextSignificant(after: keyword)
        while let k = j {
            switch file.kind(k) {
            case .openBrace: return k
            case .openParen, .openBracket: j = file.partner(of: k).flatMap { file.nextSignificant(after: $0) }
            case .closeBrace, .semicolon: return nil
            default: j = file.nextSignificant(after: k)
            }
        }
        return nil
    }

    /// Whether text is shown from a branch's `{` to the end of its `if … else if … else` chain
    /// (or in a switch's body), worked out once per chain: each `else if` asks about the rest of
    /// the chain, and asking anew each time was quadratic in the chain's length.
    struct ChainFacts {
        private var showsFrom: [Int: Bool] = [:]

        mutating func showsText(from body: Int, rule: MatchStateBranching, in context: RuleContext) -> Bool {
            if let known = showsFrom[body] { return known }
            guard let (links, close, _) = rule.elseChain(from: body, in: context.file) else { return false }
            // From the last branch back: a branch shows text, or one after it does.
            var shows = false
            for n in links.indices.reversed() {
                let last = n + 1 < links.count ? links[n + 1] - 1 : close
                shows = shows || rule.containsText(links[n]...last, in: context)
                showsFrom[links[n]] = shows
            }
            return showsFrom[body] ?? false
        }
    }

    /// A vocabulary name that is the value compared, not the root of a longer chain
    /// (`state.status`, not `status.account.id` or `(post.status ?? reply).author`), nor the
    /// name an optional binding declares or unwraps (`if let status = notification.status`).
    func mentionsState(_ range: Range<Int>, result: ClosedRange<Int>?, in context: RuleContext, followingFlags: Bool = true) -> Bool {
        let file = context.file
        var inBinding = false
        var bindingLevel: Int32 = -2
        for k in range {
            let kind = file.kind(k)
            if kind == .keyword, file.is(k, "let") || file.is(k, "var"), let before = file.previousSignificant(before: k),
               file.kind(before) == .comma || file.isOne(before, of: ["if", "guard", "while"]) {
                inBinding = true
                bindingLevel = file.enclosing[k]
            } else if kind == .comma, inBinding, file.enclosing[k] == bindingLevel {
                inBinding = false
            }
            guard !inBinding, kind == .identifier else { continue }
            if isMatchState(k, in: context, followingFlags: followingFlags), !isPresenceOrRepeat(k, result: result, in: file) { return true }
            if let result, file.is(k, "isEmpty"), isEmptyField(k, in: context), showsLiteral(in: result, file: file),
               !isShownWhenPresent(k, result: result, in: file) { return true }
        }
        return false
    }

    /// A string literal shown as text in a branch: not a `case "rain":` pattern, not a log or
    /// assertion message, not an image, symbol or colour name, and not bare punctuation or an
    /// interpolated icon (`" · "`, `"\(Image(systemName: "lock"))"`).
    func containsText(_ range: ClosedRange<Int>, in context: RuleContext) -> Bool {
        // A control the state shows or hides (`if !hasWinner { Button("End") }`): which actions
        // the app offers, not which words tell the match.
        range.contains { k in isText(k, range: range, in: context) && !isInControl(k, within: range, in: context.file) }
    }

    private func isText(_ k: Int, range: ClosedRange<Int>, in context: RuleContext) -> Bool {
        let file = context.file
        switch file.kind(k) {
        case .stringStart:
            // `diff == "0" ? .secondary : .green` nested in a branch: a literal compared, not shown.
            // A `statusKey: LocalizedStringKey` is named like a key, but its literals are words.
            if let previous = file.previousSignificant(before: k), file.kind(previous) == .operator,
               Self.comparisons.contains(file.text(previous)) { return false }
            return !isCasePattern(k, in: file) && !file.isInsideLoggingCall(k) && !namesAnAsset(k, in: file) && !isSubscriptKey(k, in: file)
                && !file.isPlumbingArgument(k) && (!isNamedForMachine(k, in: file) || file.isLocalizationKey(stringAt: k)) && readsAsText(k, in: file)
                && !isCodeArgument(k, in: file)
        case .identifier:
            // Which of the backend's strings shows: `Text(state.chaseLine)` in one branch,
            // `Text(state.scoreLine)` in the other, or one of them in a ternary.
            // (A literal argument is judged as a literal: `Text(" · ")` is no text.)
            if file.isOne(k, of: ["Text", "Label"]), let paren = file.nextSignificant(after: k), file.kind(paren) == .openParen,
               !file.isMemberAccess(k), file.kind(after: paren) != .stringStart { return true }
            guard file.kind(after: k) != .dot, file.kind(after: k) != .openParen,
                  case let .backendMember(_, member, type?) = context.origin(ofValueEndingAt: k),
                  type.name == "String", !type.isCollection, !ValueNames.isIdentifier(member) else { return false }
            return !isComparedOperand(k, in: file) && isShown(k, branchStart: range.lowerBound, in: file)
        default:
            return false
        }
    }

    /// `game["linescore"]`, `teams["home"]?["score"]`: a key a lookup reads, not words shown.
    private func isSubscriptKey(_ literal: Int, in file: SourceFile) -> Bool {
        guard let open = file.enclosingOpener(of: literal), file.kind(open) == .openBracket, let close = file.partner(of: open),
              file.nextSignificant(after: open) == literal, file.nextSignificant(after: file.partner(of: literal) ?? literal) == close,
              let before = file.previousSignificant(before: open) else { return false }
        return [.identifier, .closeParen, .closeBracket].contains(file.kind(before)) || file.is(before, "?")
    }

    private func namesAnAsset(_ literal: Int, in file: SourceFile) -> Bool {
        if let colon = file.previousSignificant(before: literal), file.kind(colon) == .colon,
           let label = file.previousSignificant(before: colon),
           file.isOne(label, of: ["systemName", "systemImage", "named", "imageName", "iconName", "symbol"]) {
            return true
        }
        guard let opener = file.enclosingOpener(of: literal), file.kind(opener) == .openParen,
              let callee = file.callee(ofOpenParen: opener) else { return false }
        return file.isOne(callee, of: ["Image", "UIImage", "Color", "UIColor"]) && file.nextSignificant(after: opener) == literal
    }

    /// Whether a literal reads as words or numbers: not bare punctuation, an interpolated icon,
    /// or a link, path, key or symbol name (but a localization key is words) (`"pktc://upnext"`, `"\(uuid).jpg"`, `"hourglass.bottomhalf"`).
    private func readsAsText(_ literal: Int, in file: SourceFile) -> Bool {
        // A localization key (`"match_status_live"` for `Text` or a `LocalizedStringKey`) is words.
        if ValueNames.isMachineText(file.ownText(ofStringAt: literal)) && !file.isLocalizationKey(stringAt: literal) { return false }
        for j in file.ownTokens(ofStringAt: literal) {
            switch file.kind(j) {
            case .stringText:
                if file.text(j).contains(where: { $0.isLetter || $0.isNumber }) { return true }
            case .interpolationStart:
                if let first = file.nextSignificant(after: j), !file.isIdentifier(first, "Image") { return true }
            default:
                break
            }
        }
        return false
    }

    private func isCasePattern(_ literal: Int, in file: SourceFile) -> Bool {
        var j = file.previousSignificant(before: literal)
        while let k = j {
            switch file.kind(k) {
            case .keyword where file.is(k, "case"): return true
            case .colon, .openBrace, .closeBrace, .semicolon: return false
            case .stringEnd: j = file.partner(of: k).flatMap { file.previousSignificant(before: $0) }
            default: j = file.previousSignificant(before: k)
            }
        }
        return false
    }

    /// The `:` that closes the ternary at `question`, at the same nesting.
    private func ternaryColon(after question: Int, in file: SourceFile) -> Int? {
        var j = file.nextSignificant(after: question)
        var nested = 0
        while let k = j {
            switch file.kind(k) {
            case .colon where nested == 0: return k
            case .operator where file.is(k, "?"): nested += 1
            case .colon: nested -= 1
            case .openParen, .openBracket, .openBrace, .stringStart:
                j = file.partner(of: k).flatMap { file.nextSignificant(after: $0) }
                continue
            case .closeParen, .closeBracket, .closeBrace, .comma, .semicolon, .newline: return nil
            default: break
            }
            j = file.nextSignificant(after: k)
        }
        return nil
    }

    private func conditionStart(before question: Int, in file: SourceFile) -> Int? {
        var j = question
        while let k = file.previousSignificant(before: j) {
            switch file.kind(k) {
            // `winner.isDefendingChamp == true ?`: a literal keyword is an operand, not the statement's start.
            case .keyword where file.isOne(k, of: ["true", "false", "nil", "self"]): j = k
            case .openParen, .openBracket, .openBrace, .comma, .colon, .semicolon, .keyword: return j
            case .operator where file.is(k, "=") || file.is(k, "??"): return j
            case .closeParen, .closeBracket, .stringEnd: j = file.partner(of: k) ?? k
            default: j = k
            }
        }
        return j
    }

    private func resultEnd(after colon: Int, in file: SourceFile) -> Int {
        var j = colon
        while let k = file.nextSignificant(after: j) {
            switch file.kind(k) {
            case .closeParen, .closeBracket, .closeBrace, .comma, .semicolon: return j
            case .openParen, .openBracket, .openBrace, .stringStart: j = file.partner(of: k) ?? k
            default: j = k
            }
            if file.tokens[j].kind != .closeParen, file.line(ofToken: j) != file.line(ofToken: colon) {
                return j
            }
        }
        return j
    }

    static let message = "This view picks text from match state; send the text from buildDisplayState instead."

    /// The message, naming a view model where the code is one.
    static func message(_ roles: FileRoles) -> String {
        roles.contains(.viewModel) && roles.isDisjoint(with: [.view, .widget])
            ? "This view model picks text from match state; send the text from buildDisplayState instead." : message
    }
}
