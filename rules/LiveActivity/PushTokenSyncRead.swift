// Flags reads of an activity's pushToken property instead of observing pushTokenUpdates.

import UmpireCore
import UmpireRuleSupport

public struct PushTokenSyncRead: Rule {
    public static let description = RuleDescription(
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
        limitations: """
            Only receivers named like an activity are checked (`activity`, `liveActivity`, \
            `Activity<…>.activities.first`), a local the file assigns `Activity.request(…)`, and \
            `$0` in a closure called on the activities; other names are not seen. A read \
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
                for activity in Activity<ScoreActivityAttributes>.activities {
                    await tokenService.register(activity.↓pushToken, matchID: activity.attributes.matchID)
                }
                """),
            Example("let token = Activity<ScoreActivityAttributes>.activities.first?.↓pushToken"),
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
            // Whatever the request's result is called, and `$0` over the running activities.
            Example("""
                let started = try Activity<ScoreActivityAttributes>.request(attributes: attributes, content: content, pushType: .token)
                if let token = started.↓pushToken { await tokenService.register(token, matchID: matchID) }
                """),
            Example("let tokens = Activity<ScoreActivityAttributes>.activities.compactMap { $0.↓pushToken }"),
            Example("""
                if let token = scoreTicker.↓pushToken {
                    await tokenService.register(token, matchID: matchID)
                }
                """, options: ["activityNames": .array((ActivityNames.defaultWords + ["ticker"]).map(JSONValue.string))]),
        ],
        nonTriggering: [
            Example("""
                Task {
                    for await token in activity.pushTokenUpdates {
                        let hex = token.map { String(format: "%02x", $0) }.joined()
                        await tokenService.register(hex, matchID: matchID)
                    }
                }
                """),
            Example("for await _ in activity.pushTokenUpdates { send(activity.pushToken) }", trap: .lookAlike),
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
        ])

    let activityWords: [String]

    static let activityNamesOption = Option<[String]>(ActivityNames.option)

    public init(options: RuleOptions) {
        activityWords = options[Self.activityNamesOption].map { $0.lowercased() }
    }

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        for i in file.tokens.indices where file.tokens[i].kind == .identifier {
            guard file.is(i, "pushToken"), file.isMemberAccess(i),
                  ActivityNames.isActivity(receiverOf: i, in: context, words: activityWords),
                  !isAssigned(i, in: file), !isInsideTokenUpdatesLoop(i, in: file), !file.isInsideLoggingCall(i) else { continue }
            findings.report(file, at: i, Self.message)
        }
    }

    /// `x.pushToken = …`: a property of the app's own, written, not ActivityKit's read-only one.
    private func isAssigned(_ i: Int, in file: SourceFile) -> Bool {
        guard let next = file.nextSignificant(after: i) else { return false }
        return file.kind(next) == .operator && file.is(next, "=")
    }

    /// Inside the body of `for await token in activity.pushTokenUpdates { … }`.
    private func isInsideTokenUpdatesLoop(_ i: Int, in file: SourceFile) -> Bool {
        file.openers(around: i).contains { opener in
            file.kind(opener) == .openBrace
                && file.previousSignificant(before: opener).map { file.isIdentifier($0, "pushTokenUpdates") } == true
        }
    }

    static let message = "pushToken is read directly and is nil until the system sends it; observe pushTokenUpdates instead."
}
