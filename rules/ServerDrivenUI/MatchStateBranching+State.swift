// What match-state-branching takes for the match's state: a backend field, enum or method by the
// project model, a name the view declares from one, or the vocabulary where nothing is declared;
// and what the device decides (its clock, the fan's own lists, what a Live Activity started with).

import UmpireCore
import UmpireRuleSupport

extension MatchStateBranching {
    /// A value of the backend's match state: by the project model, a non-list member of a
    /// backend type (`state.inningsNumber`, `context.state.phase`) or a method called on a
    /// backend value (`match.isFuture()`); by name where the model knows nothing.
    func isMatchState(_ k: Int, in context: RuleContext, followingFlags: Bool) -> Bool {
        let file = context.file
        // An id or key is looked up, and a presentation switch picks a layout: neither picks words.
        let name = file.text(k)
        if ValueNames.isIdentifier(name) || ValueNames.isPresentationSwitch(name) || Self.isSideFlag(name) { return false }
        // `if games.isEmpty { Text("No games today") }`: an empty state is the app's chrome.
        if name == "isEmpty" { return false }
        // `entry.isPremiumContent`, `entry.isPreview`: what the fan has paid for, or the widget
        // gallery's sample, which a timeline entry carries beside the match.
        let lowered = name.lowercased()
        if Self.accessWords.contains(where: lowered.contains) || Self.isConfigurationFlag(name) { return false }
        if isAskedOfTheDevice(k, in: context) { return false }
        if file.kind(after: k) == .openParen {
            // `draftPick.userId.lowercased()`: an id, however it is spelled for the comparison.
            guard let dot = file.previousSignificant(before: k), file.kind(dot) == .dot,
                  let receiver = file.previousSignificant(before: dot), !ValueNames.isIdentifier(file.text(receiver)) else { return false }
            return context.origin(ofValueEndingAt: receiver).isBackend
        }
        guard endsExpression(k, in: file) else { return false }
        switch context.origin(ofValueEndingAt: k) {
        case let .backendMember(owner, _, _) where isActivityAttributes(owner, in: context):
            // `context.attributes.sportType == .crossCountry`: what the Live Activity was started
            // with (the sport, the teams) never changes while it runs; it picks a layout, not a state.
            return false
        case let .backendMember(owner, _, type):
            // A field the backend sends, not a figure computed from one (`name.count > 8`
            // picks a font size, `games.count == 1` a plural); but a view model's test worked out
            // from the backend's state (`viewModel.isBreakPointForReceiver`, parsed from its point
            // score) is that state, asked.
            // (`3 < row.cells.count` ends at `count` too: that Bool is the comparison's, a count is no flag.)
            if owner.isEmpty {
                // `let margin = state.homeTotal - state.awayTotal`: a lead worked out from two figures
                // the backend sends, whose sign picks the words ("Home by 2", "Tied").
                if isDifferenceOfFigures(k, in: context) { return true }
                guard type?.name == "Bool", !(type?.isCollection ?? false), !endsComparison(k, in: file) else { return false }
                // `var isNotPregame: Bool { game.gamePhase != .pregame }`: a test of the state's phase
                // the view names, read one step deep.
                return file.isMemberAccess(k) || followingFlags && standsForState(k, in: context, casesOnly: true)
            }
            return !(type?.isCollection ?? false)
        case let .backendValue(type):
            // A backend enum is state itself: `switch phase` on a `MatchPhase` the backend sent
            // (an error is how a request went, not the match's state).
            return context.model.type(named: type)?.kind == .enum && !type.hasSuffix("Error")
        case .localState:
            return false
        case .other:
            return followingFlags && standsForState(k, in: context)
        case .unknown:
            return file.isOne(k, of: vocabulary) || followingFlags && standsForState(k, in: context)
        }
    }

    /// A name the view declares for a test on match state: `let isChasing = state.innings == 2`
    /// earlier in the block, or `private var isChasing: Bool { state.innings == 2 }` in the type.
    /// `casesOnly`: only a comparison with one of an enum's cases (`gamePhase != .pregame`) counts,
    /// for a Bool the view works out from the state.
    func standsForState(_ k: Int, in context: RuleContext, casesOnly: Bool = false) -> Bool {
        guard let definition = definition(ofViewName: k, in: context.file) else { return false }
        return (!casesOnly || comparesWithCase(definition, in: context.file))
            && mentionsState(definition, result: nil, in: context, followingFlags: false)
    }

    /// The tokens a name the view declares stands for: a local's initial value, to the end of its
    /// line, earlier in an enclosing block; or the body of the innermost type's computed property.
    private func definition(ofViewName k: Int, in file: SourceFile) -> Range<Int>? {
        guard !file.isMemberAccess(k), file.kind(after: k) != .openParen else { return nil }
        let name = file.text(k)
        for opener in file.openers(around: k) where file.kind(opener) == .openBrace {
            var j = opener + 1
            while j < k {
                defer { j += 1 }
                guard file.enclosing[j] == Int32(opener), file.kind(j) == .keyword, file.isOne(j, of: ["let", "var"]),
                      let bound = file.nextSignificant(after: j), file.kind(bound) == .identifier, file.text(bound) == name,
                      let equals = file.nextSignificant(after: bound), file.is(equals, "="),
                      let first = file.nextSignificant(after: equals) else { continue }
                var end = first
                var t = first + 1
                while t < file.tokens.count, t != file.partner(of: opener) {
                    let kind = file.kind(t)
                    if (kind == .newline || kind == .semicolon), file.enclosing[t] == Int32(opener) { break }
                    if !kind.isTrivia { end = t }
                    t += 1
                }
                return first..<end + 1
            }
        }
        for type in file.swiftTypeDeclarations().reversed() {
            guard let open = type.bodyOpen, let close = type.bodyClose, open < k, k < close else { continue }
            for member in file.members(of: type) where member.isComputed {
                guard let declared = member.name, file.text(declared) == name, let body = member.bodyOpen,
                      let end = file.partner(of: body) else { continue }
                return body + 1..<end
            }
            return nil
        }
        return nil
    }

    /// A name the view declares as one figure minus another (`let lead = home.goals - away.goals`,
    /// `var margin: Int { homeTotal - awayTotal }`), not a count (`games.count - 1`).
    private func isDifferenceOfFigures(_ k: Int, in context: RuleContext) -> Bool {
        let file = context.file
        guard let definition = definition(ofViewName: k, in: file), !definition.isEmpty else { return false }
        let outer = file.enclosingOpener(of: definition.lowerBound)
        var subtracts = false
        for t in definition {
            if file.kind(t) == .identifier, file.is(t, "count") { return false }
            if file.kind(t) == .operator, file.is(t, "-"), file.enclosingOpener(of: t) == outer,
               let before = file.previousSignificant(before: t), before >= definition.lowerBound,
               [.identifier, .closeParen, .closeBracket].contains(file.kind(before)) {
                subtracts = true
            }
        }
        return subtracts
    }

    /// `Calendar.current.isDate(match.date, inSameDayAs: Date())`, `isDateInToday(kickoff)`: a
    /// backend date measured against the device's clock answers whether it is today on this
    /// device ("Today" or a date), which is the device's to word. `favorites.contains(game.homeTeam)`:
    /// whether the fan keeps a team is the fan's own list, looked up by the backend's name.
    func isAskedOfTheDevice(_ k: Int, in context: RuleContext) -> Bool {
        let tree = context.file.syntax
        for ancestor in tree.ancestors(tree.node(atToken: k)) {
            switch tree.kind(ancestor) {
            case .call:
                if context.provenance(of: ancestor).reason == .clock { return true }
                if let callee = tree.firstChild(ancestor), tree.kind(callee) == .member, Self.isMembershipTest(tree.nameText(ancestor)),
                   let receiver = tree.firstChild(callee), !context.provenance(of: receiver).isBackend { return true }
            case .name, .member, .argument, .literal, .prefix, .postfix:
                continue
            default:
                return false
            }
        }
        return false
    }

    /// `fixture.isHome`, `isAwayGame`: which side the fan's team is, fixed for the match; it
    /// orders the two sides on screen (`isHome ? teamCode : opponentCode`), as what a Live
    /// Activity started with does.
    static func isSideFlag(_ name: String) -> Bool {
        ["isHome", "isAway", "isHomeGame", "isAwayGame", "isHomeTeam", "isAwayTeam", "isHomeMatch", "isAwayMatch"].contains(name)
    }

    func isActivityAttributes(_ owner: String, in context: RuleContext) -> Bool {
        guard !owner.isEmpty, let type = context.model.type(named: owner) else { return false }
        return type.conformances.contains("ActivityAttributes")
    }

    /// `contains(_:)`, `containsHome(_:)`, `isFavorite(_:)`, `isFollowing(_:)`: whether a list holds a key.
    static func isMembershipTest(_ method: String) -> Bool {
        method.hasPrefix("contains") || ["isFavorite", "isFollow", "isStarred", "isMuted"].contains(where: method.hasPrefix)
    }

    /// `== .pregame`, `!= .final`: a comparison with one of an enum's cases.
    private func comparesWithCase(_ range: Range<Int>, in file: SourceFile) -> Bool {
        range.contains { j in
            file.kind(j) == .operator && (file.is(j, "==") || file.is(j, "!=")) && file.nextSignificant(after: j).map { file.kind($0) == .dot } == true
        }
    }

    func endsExpression(_ k: Int, in file: SourceFile) -> Bool {
        guard var next = file.nextSignificant(after: k) else { return true }
        // `status?.label`, `status!.label`: optional chaining continues the chain.
        if file.kind(next) == .operator, file.is(next, "?") || file.is(next, "!"),
           file.tokens[next].start == file.tokens[k].end, let after = file.nextSignificant(after: next) {
            next = after
        }
        // `(reply?.status ?? post.status).author`: the value compared is the member after the parenthesis.
        for opener in file.openers(around: k) {
            guard file.kind(opener) == .openParen, file.callee(ofOpenParen: opener) == nil else { break }
            if let close = file.partner(of: opener), file.kind(after: close) == .dot { return false }
        }
        return ![.dot, .openParen, .openBracket].contains(file.kind(next))
    }
}
