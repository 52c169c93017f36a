// Flags reads of an activity's pushToken property instead of observing pushTokenUpdates.

import UmpireCore
import UmpireRuleSupport

public struct PushTokenSyncRead: Rule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "push-token-sync-read", area: .liveActivity, languages: [.swift], roles: [.ios, .widget],
        excludedRoles: [.test], severity: .error,
        summary: "An activity's pushToken read directly instead of observed through pushTokenUpdates",
        rationale: """
            A Live Activity's push token is nil right after Activity.request returns: the system \
            delivers it later, and rotates it while the match is on. Code that reads \
            activity.pushToken sends nothing, or a token that has since changed, to the backend, \
            and score updates stop reaching the Lock Screen. pushTokenUpdates delivers the first \
            token and every rotation.
            """,
        fix: "Observe `for await token in activity.pushTokenUpdates { … }` and send each token to the backend.",
        options: [activityNamesOption.declaration],
        triggerWords: ["pushToken"],
        asks: """
            Is an activity's `pushToken` read before the system can have delivered it, instead of \
            observed through `pushTokenUpdates`? A `.pushToken` member read on the activity the \
            code has just requested (`Activity.request(…).pushToken`, or a local declared with \
            `try Activity.request(…)` or `Activity<A>.request(…)`, whatever its name), or on one \
            the app keeps under a name holding an `activityNames` word (`liveActivity?.pushToken`, \
            `currentActivity`, `activities[id]`). Running activities \
            (`Activity<A>.activities.first`, a `for` loop's element over `.activities`, `$0` in a \
            closure called on `.activities`) have had their token delivered, and a read inside the \
            braces of a `for await … in ….pushTokenUpdates` loop follows it; a read inside a \
            logging call and an assignment (`x.pushToken = …`) are left alone too.
            """,
        whenUnknown: """
            No type is asked: a read counts when its receiver is a request's result the file \
            shows, or is named with an `activityNames` word (option `activityNames`: `activity`, \
            `activities`), directly or before `.first` or `.last`. A receiver of another name \
            whose origin the file does not show (`ticker.pushToken`, a parameter `a`) is left \
            alone.
            """,
        limitations: """
            A read is too early when it is of the activity the function has just requested \
            (`Activity.request(…).pushToken`, or a local given `try Activity.request(…)`, \
            whatever its name), or of one the app keeps under a name like an activity's \
            (`currentActivity?.pushToken`). Running activities (`Activity<A>.activities`, a loop \
            or closure over them, `.first`) have had their token delivered. A read \
            inside a `for await … in ….pushTokenUpdates` loop is allowed, as are one written to \
            a log and an assignment (`activity.pushToken = …` is a property of your own).
            """,
        triggering: [
            Example("""
                let activity = try Activity.request(attributes: attributes, content: content, pushType: .token)
                if let token = activity.↓pushToken {
                    await tokenService.register(token, matchID: matchID)
                }
                """),
            Example("let hex = liveActivity?.↓pushToken?.map { String(format: \"%02x\", $0) }.joined()"),
            Example("""
                func startActivity(for match: MatchSummary) async throws {
                    let activity = try Activity.request(attributes: attributes(for: match), content: initialContent(for: match), pushType: .token)
                    guard let tokenData = activity.↓pushToken else { return }
                    try await postActivityToken(matchId: match.id, pushToken: tokenData.hexString)
                }
                """),
            Example("let status: TokenStatus = currentActivity?.↓pushToken == nil ? .pending : .registered"),
            Example("""
                await tokenService.register(
                    token: liveActivity.↓pushToken,
                    matchID: matchID
                )
                """),
            // Whatever the request's result is called.
            Example("""
                let started = try Activity<ScoreActivityAttributes>.request(attributes: attributes, content: content, pushType: .token)
                if let token = started.↓pushToken { await tokenService.register(token, matchID: matchID) }
                """),
            Example("""
                if let token = scoreTicker.↓pushToken {
                    await tokenService.register(token, matchID: matchID)
                }
                """, options: ["activityNames": .array((ActivityNames.defaultWords + ["ticker"]).map(JSONValue.string))]),
        ],
        nonTriggering: [
            // Running activities have had their token delivered: re-registering them, or testing
            // which have one, reads nothing too early.
            Example("""
                for activity in Activity<ScoreActivityAttributes>.activities {
                    await tokenService.register(activity.pushToken, matchID: activity.attributes.matchID)
                }
                let tokens = Activity<ScoreActivityAttributes>.activities.compactMap { $0.pushToken }
                let waiting = Activity<ScoreActivityAttributes>.activities.filter { $0.pushToken == nil }
                let following = Activity<ScoreActivityAttributes>.activities.filter({ $0.pushToken != nil }).count
                """, trap: .lookAlike),
            Example("""
                Task {
                    for await token in activity.pushTokenUpdates {
                        let hex = token.map { String(format: "%02x", $0) }.joined()
                        await tokenService.register(hex, matchID: matchID)
                    }
                }
                """),
            Example("for await _ in activity.pushTokenUpdates { send(activity.pushToken) }", trap: .lookAlike),
            Example("""
                for await _ in activity.pushTokenUpdates.prefix(1) { send(activity.pushToken) }
                for await data in activity.pushTokenUpdates where !data.isEmpty { send(activity.pushToken) }
                """, trap: .lookAlike),
            Example("let updates = activity.pushTokenUpdates", trap: .lookAlike),
            Example("logger.debug(\"token so far: \\(String(describing: activity.pushToken))\")", trap: .lookAlike),
            Example("var pushToken: String?\nself.pushToken = hex", trap: .lookAlike),
            Example("let body = RegisterRequest(pushToken: hex, matchID: device.pushToken)", trap: .lookAlike),
            Example("""
                let tokens = subscriptions.compactMap { $0.pushToken }
                let started = try Activity.request(attributes: attributes, content: content, pushType: .token)
                for await data in started.pushTokenUpdates { await tokenService.register(data.hexString, matchID: matchID) }
                """, trap: .lookAlike),
            Example(#"logger.debug("never read activity.pushToken here")"#, trap: .inString),
            Example("// activity.pushToken is nil until the system delivers it", trap: .inComment),
        ]) }

    let activityWords: [String]

    static let activityNamesOption = Option<[String]>(ActivityNames.option)

    public init(options: RuleOptions) {
        activityWords = options[Self.activityNamesOption].map { $0.lowercased() }
    }

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        for i in file.tokens.indices where file.tokens[i].kind == .identifier {
            guard file.is(i, "pushToken"), file.isMemberAccess(i), isReadTooEarly(i, in: context),
                  !isAssigned(i, in: file), !isInsideTokenUpdatesLoop(i, in: file), !file.isInsideLoggingCall(i) else { continue }
            findings.report(file, at: i, Self.message)
        }
    }

    /// A token that may not be there yet: the activity just requested, or one the app keeps
    /// (named like an activity) — not a running activity's (`Activity<A>.activities`, a loop or
    /// closure over them).
    private func isReadTooEarly(_ i: Int, in context: RuleContext) -> Bool {
        if isJustRequested(receiverOf: i, in: context) { return true }
        return ActivityNames.isActivity(receiverOf: i, in: context, words: activityWords) && !isRunningActivity(receiverOf: i, in: context)
    }

    /// `Activity<A>.activities.first`, `for a in Activity<A>.activities`, `$0` over them.
    private func isRunningActivity(receiverOf i: Int, in context: RuleContext) -> Bool {
        let file = context.file
        guard let dot = file.previousSignificant(before: i) else { return false }
        var receiver = file.previousSignificant(before: dot)
        while let r = receiver, file.kind(r) == .operator, file.is(r, "?") || file.is(r, "!") { receiver = file.previousSignificant(before: r) }
        guard let name = receiver, file.kind(name) == .identifier else { return false }
        if file.isOne(name, of: ["first", "last"]), let d = file.previousSignificant(before: name), let base = file.previousSignificant(before: d),
           file.is(base, "activities") { return true }
        if let sequence = context.loopSequence(ofNameAt: name), file.syntax.nameText(sequence) == "activities" { return true }
        if file.text(name) == "$0" || file.text(name).hasPrefix("$") {
            // `….activities.compactMap { $0.pushToken }`
            if let brace = file.openers(around: name).first(where: { file.kind($0) == .openBrace }),
               var method = file.previousSignificant(before: brace) {
                // `.filter({ $0.pushToken != nil })`: the closure inside the call's parentheses.
                if file.kind(method) == .openParen, let callee = file.callee(ofOpenParen: method) { method = callee }
                guard let d = file.previousSignificant(before: method),
                      let base = file.previousSignificant(before: d), file.is(base, "activities") else { return false }
                return true
            }
        }
        return false
    }

    /// The activity the same function has just requested: `Activity.request(…).pushToken`, or a
    /// local given `try Activity.request(…)`. Activities that already run (`Activity<A>.activities`,
    /// a stored one) have had their token delivered; a filter on them reads no token too early.
    private func isJustRequested(receiverOf i: Int, in context: RuleContext) -> Bool {
        let tree = context.file.syntax
        let member = tree.node(atToken: i)
        guard tree.kind(member) == .member, var receiver = tree.firstChild(member) else { return false }
        while [.postfix, .prefix].contains(tree.kind(receiver)), let inner = tree.firstChild(receiver) { receiver = inner }
        if tree.kind(receiver) == .name, let value = context.declaredValue(ofNameAt: Int(tree[receiver].name)) { receiver = value }
        guard tree.kind(receiver) == .call, tree.nameText(receiver) == "request", let callee = tree.firstChild(receiver),
              tree.kind(callee) == .member, let base = tree.firstChild(callee) else { return false }
        return tree.text(base).hasPrefix("Activity")
    }

    /// `x.pushToken = …`: a property of the app's own, written, not ActivityKit's read-only one.
    private func isAssigned(_ i: Int, in file: SourceFile) -> Bool {
        guard let next = file.nextSignificant(after: i) else { return false }
        return file.kind(next) == .operator && file.is(next, "=")
    }

    /// Inside `for await data in activity.pushTokenUpdates { … }`, with a `where` clause or a
    /// `.prefix(1)` after the sequence too: the loop is handed each token as it comes.
    private func isInsideTokenUpdatesLoop(_ i: Int, in file: SourceFile) -> Bool {
        let tree = file.syntax
        return tree.ancestors(tree.node(atToken: i)).contains { loop in
            guard tree.kind(loop) == .forStatement, let body = tree.child(loop, .block) else { return false }
            return (Int(tree[loop].first)..<Int(tree[body].first)).contains { file.isIdentifier($0, "pushTokenUpdates") }
        }
    }

    static let message = "pushToken is read directly and is nil until the system sends it; observe pushTokenUpdates instead."
}
