// Flags a push token sent to the backend whose failure is only logged or ignored.

import UmpireCore
import UmpireRuleSupport

public struct PushTokenRetry: Rule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "push-token-retry", area: .liveActivity, languages: [.swift], roles: [.ios, .widget],
        excludedRoles: [.test], severity: .error,
        summary: "A push token sent to the backend with no retry when the request fails",
        rationale: """
            pushTokenUpdates fires only when the token changes, so a registration that fails \
            once (a network blip, a server error) is never tried again: the backend never \
            learns the token and the fan's Live Activity gets no score updates while it sits on \
            the Lock Screen. Push-to-start tokens have the same problem.
            """,
        fix: "Keep the token locally when the request fails and send it again on the next foreground, on a timer or when the network returns.",
        // Whole words a file that sends an APNs token names: the token, or the stream it comes from.
        asks: """
            Is a call that sends a token to the backend (its name says so: `postActivityToken`, \
            `registerPushToken`, `sendDeviceToken`, `uploadPushToStartToken`) made with `try?`, \
            inside a `do` whose `catch` only logs, or given a completion handler that only logs \
            its `error`? A catch, or the function around it, that \
            keeps the token for later (a name with retry, pending, queue, enqueue, later, \
            backoff, persist or store) is a retry.
            """,
        limitations: """
            A failure passed to the caller (`try await` without a catch) is the caller's to \
            handle and is not followed there. A retry is recognised by the words of what the \
            catch calls or assigns, not by what that code does. A sending call is one named for \
            sending a token (`postActivityToken`), or a client's generic request (`send`, `post`, \
            `request`) to a path naming a token (`"/user/push-to-start-token"`, also as the path of a \
            request built in place: `send(APIRequest(path: "user/activity-token", …))`, or with a \
            body built in place that carries a token: `post("/activity/push-to-start", body: \
            PushToStartBody(token: hex))` or a dictionary keyed with a push token \
            (`body: ["token": data.hexString]`), not a refresh, access or sign-in token); in a function named \
            so (`updatePushTokenInFirestore`, or for a push-to-start registration: `registerPushToStart`, which a typed endpoint's factory may be: `send(.registerPushToStart(request))`), a write whose completion handler only logs its \
            `error` is one too, as is one whose way out on failure only logs \
            (`guard let data, error == nil else { print(…); return }`); a leading `fallback`, \
            `legacy` or `background` before the verb is read past. A send in \
            `applicationDidBecomeActive` or a `…WillEnterForeground` is retried by the next one.
            """,
        triggering: [
            // A typed endpoint's factory named for the registration; the catch only logs.
            Example("""
                func registerPushToStart(token: Data) async {
                    let request = PushToStartRequest(pushToStartToken: token.hexString)
                    do {
                        try await api.↓send(.registerPushToStart(request))
                    } catch {
                        logger.error("push-to-start registration failed: \\(error.localizedDescription)")
                    }
                }
                """, path: "ios/CricketApp/Services/RealPushRegistrationService.swift"),
            // The client's generic request, to the path that takes the push-to-start token.
            Example("""
                func observePushToStartToken() {
                    Task {
                        for await data in Activity<ScoreAttributes>.pushToStartTokenUpdates {
                            try? await http.↓send("POST", "/user/push-to-start-token", body: TokenBody(hex: data.hexString))
                        }
                    }
                }
                """, path: "ios/CricketApp/Services/RealLiveActivityService.swift"),
            // The path names the activity, the body's field the token.
            Example("""
                func observeStartTokens() {
                    Task {
                        for await data in Activity<ScoreAttributes>.pushToStartTokenUpdates {
                            try? await api.↓post("/activity/push-to-start", body: PushToStartBody(token: data.hexString))
                        }
                    }
                }
                """, path: "ios/CricketApp/Services/RealLiveActivityService.swift"),
            Example("""
                private func register(token: String, matchID: String) async {
                    do {
                        try await apiClient.↓postActivityToken(matchID: matchID, pushToken: token)
                    } catch {
                        logger.error("Token registration failed: \\(error.localizedDescription, privacy: .public)")
                    }
                }
                """, path: "ios/CricketApp/Services/RealLiveActivityService.swift"),
            Example("""
                for await token in Activity<ScoreActivityAttributes>.pushToStartTokenUpdates {
                    try? await api.↓uploadPushToStartToken(token.hexString)
                }
                """, path: "ios/CricketApp/Services/RealLiveActivityService.swift"),
            // A request built in place, its path naming the token.
            Example("""
                func registerCourtToken(_ token: Data, courtID: String) async {
                    let body = try? JSONEncoder().encode(CourtTokenBody(courtID: courtID, pushToken: token.hexString))
                    _ = try? await client.↓send(APIRequest<EmptyResponse>(method: "POST", path: "user/court-activity-token", body: body))
                }
                """, path: "ios/CricketApp/Services/RealLiveActivityService.swift"),
            // A write in a function named for sending the token, whose completion handler only logs the failure.
            Example("""
                private func updatePushTokenInFirestore(pushToken: String, matchID: String) {
                    database.collection("follows").document(matchID).↓setData(["activityToken": pushToken], merge: true) { error in
                        if let error {
                            print("Token update failed: \\(error.localizedDescription)")
                        } else {
                            print("Token stored for \\(matchID)")
                        }
                    }
                }
                """, path: "ios/CricketApp/Services/ActivityTokenStore.swift"),
            // The endpoint named by a case of the client's own.
            Example("""
                for await data in Activity<ScoreActivityAttributes>.pushToStartTokenUpdates {
                    try? await api.↓send(.pushToStartToken, body: ["pushToStartToken": data.hexString])
                }
                """, path: "ios/CricketApp/Services/RealLiveActivityService.swift"),
        ] + requestExamples.triggering,
        nonTriggering: [
            // The same registration kept for later when it fails.
            Example("""
                func registerPushToStart(token: Data) async {
                    let request = PushToStartRequest(pushToStartToken: token.hexString)
                    do {
                        try await api.send(.registerPushToStart(request))
                    } catch {
                        pendingStore.save(request)
                    }
                }
                """, path: "ios/CricketApp/Services/RealPushRegistrationService.swift", trap: .lookAlike),
            // A session's refresh token is the sign-in's, not a push token.
            Example("""
                func renewSession() async {
                    try? await api.post("/auth/session", body: SessionBody(refreshToken: keychain.refreshToken))
                }
                """, path: "ios/CricketApp/Services/RealAuthService.swift", trap: .lookAlike),
            // Sent again each time the app comes back: the foreground is the retry.
            Example("""
                func applicationDidBecomeActive(_ application: UIApplication) {
                    Task { try? await pushManager.registerTokenWithBackend() }
                }
                """, path: "ios/CricketApp/AppDelegate.swift", trap: .lookAlike),
            // The same client sends a reaction, no token, and forgets it.
            Example(#"try? await http.send("POST", "/matches/\(matchID)/reactions", body: reaction)"#,
                    path: "ios/CricketApp/Services/RealReactionService.swift", trap: .lookAlike),
            Example("""
                private func register(token: String, matchID: String) async {
                    do {
                        try await apiClient.postActivityToken(matchID: matchID, pushToken: token)
                    } catch {
                        logger.error("Token registration failed, queued for retry")
                        pendingTokens[matchID] = token
                    }
                }
                """, path: "ios/CricketApp/Services/RealLiveActivityService.swift", trap: .lookAlike),
            // The failure goes to the caller, and a token refresh that is not a send.
            Example("""
                func register(token: String, matchID: String) async throws {
                    try await apiClient.postActivityToken(matchID: matchID, pushToken: token)
                }
                let refreshed = try? await auth.refreshAccessToken()
                """, path: "ios/CricketApp/Services/RealLiveActivityService.swift", trap: .lookAlike),
            // The same write, keeping the token when it fails.
            Example("""
                private func updatePushTokenInFirestore(pushToken: String, matchID: String) {
                    database.collection("follows").document(matchID).setData(["activityToken": pushToken], merge: true) { error in
                        if error != nil { self.pendingToken = (pushToken, matchID) }
                    }
                }
                """, path: "ios/CricketApp/Services/ActivityTokenStore.swift", trap: .lookAlike),
            Example("try? await session.send(.refreshToken, body: credentials)", path: "ios/CricketApp/Services/RealAuthService.swift",
                    trap: .lookAlike),
            Example("let activity = try? Activity.request(attributes: attributes, content: content, pushType: .token)",
                    path: "ios/CricketApp/Services/RealLiveActivityService.swift", trap: .lookAlike),
            Example(#"logger.info("try? await api.postActivityToken(token) failed")"#, trap: .inString),
            Example("""
                // try? await api.postActivityToken(token) used to swallow failures
                try await api.postActivityToken(token)
                """, trap: .inComment),
        ] + requestExamples.nonTriggering) }

    static let sendVerbs = ["post", "register", "send", "upload", "sync", "submit", "put", "report", "update"]
    static let senderQualifiers = ["fallback", "legacy", "background"]
    static let retryWords = ["retry", "pending", "queue", "enqueue", "later", "backoff", "persist", "store", "save"]
    static let foregroundWords = ["becomeactive", "enterforeground"]
    static let loggers: Set<String> = ["print", "debugPrint", "NSLog", "os_log", "assertionFailure", "dump"]

    public init(options: RuleOptions) {}

    /// A token (or a push-to-start registration) is named somewhere in the file's bytes, inside
    /// a longer name too (`Endpoints.activityStartToken(…)`), which whole-token trigger words
    /// would not see.
    public var bytesGate: (@Sendable (UnsafeBufferPointer<UInt8>) -> Bool)? {
        { ByteSearch.find(Self.okenBytes, in: $0) != nil || ByteSearch.find(Self.pushToStartBytes, in: $0) != nil }
    }

    static let okenBytes = Array("oken".utf8), pushToStartBytes = Array("ushToStart".utf8)

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        // A sending call by its name first: most files send no token and are never parsed.
        // Every such name, path or endpoint spells `oken` or `ushToStart`: only the tokens
        // holding one are asked, not every token of a parser's file full of `TokenSyntax`.
        let maySend = { (k: Int) -> Bool in
            switch file.kind(k) {
            case .identifier: file.kind(after: k) == .openParen && self.mayName(k, file)
                || file.kind(after: k) == .colon && file.contains(k, "oken") && self.isBodyOfRequest(labelAt: k, file)
            case .stringText: self.mayBeTokenPath(k, file) || self.isDictionaryTokenKey(k, file)
            case .dot: self.isTokenEndpoint(afterDot: k, file)
            default: false
            }
        }
        guard file.tokens(spelling: [Self.okenBytes, Self.pushToStartBytes]).contains(where: { maySend($0) || $0 > 0 && maySend($0 - 1) })
        else { return }
        let tree = file.syntax
        for call in tree.descendants(tree.root) where tree.kind(call) == .call {
            let name = tree.nameText(call)
            guard let callee = tree.firstChild(call) else { continue }
            // `.registerPushToStart(request)` handed to `api.send(…)`: the request is the send, reported once.
            if let argument = tree.parent(call), tree.kind(argument) == .argument, let outer = tree.parent(argument),
               tree.kind(outer) == .call, Self.requestNames.contains(tree.nameText(outer)) { continue }
            if Self.sendsToken(name) || postsToTokenPath(call, name: name, tree, file) {
                guard isSwallowed(call, tree, file) else { continue }
            } else {
                // `setData(…) { error in print(error) }` in `updatePushTokenInFirestore`: the write is the send.
                guard let sender = enclosingFunction(of: call, tree), Self.sendsToken(tree.nameText(sender)),
                      completionOnlyLogs(call, tree), !mentionsRetry(sender, tree) else { continue }
            }
            let nameToken = tree.kind(callee) == .member ? Int(tree[callee].name) : Int(tree[callee].first)
            findings.report(file, at: nameToken, Self.message(name))
        }
    }

    /// `postActivityToken`, `registerPushToken`: a verb that sends, and a token.
    static func sendsToken(_ name: String) -> Bool {
        let lower = name.lowercased()
        // `registerPushToStart`: a push-to-start registration sends its token, named or not.
        guard lower.contains("token") || lower.contains("pushtostart"), !lower.contains("refresh"), !lower.contains("access") else { return false }
        // `fallbackUpdatePushToken`, `legacyRegisterToken`: the verb after a word saying which way it sends.
        if sendVerbs.contains(where: lower.hasPrefix) { return true }
        guard let qualifier = senderQualifiers.first(where: lower.hasPrefix) else { return false }
        let verb = lower.utf8.dropFirst(qualifier.utf8.count)
        return sendVerbs.contains { verb.starts(with: $0.utf8) }
    }


    /// Whether a string's text holds `oken` and a `/`, by its bytes (no String made for most).
    private func mayBeTokenPath(_ k: Int, _ file: SourceFile) -> Bool {
        let start = file.tokens[k].start.value, end = start + Int(file.tokens[k].length)
        return file.bytes.withUnsafeBufferPointer { all in
            let text = UnsafeBufferPointer(rebasing: all[start..<end])
            return text.contains(UInt8(ascii: "/")) && ByteSearch.find(Self.oken, in: text) != nil
        }
    }

    private static let oken = Array("oken".utf8)

    /// `["token": data.hexString]`: a dictionary key naming a token (the body a request sends).
    private func isDictionaryTokenKey(_ k: Int, _ file: SourceFile) -> Bool {
        guard k > 0, k + 1 < file.tokens.count, file.kind(k - 1) == .stringStart, file.kind(k + 1) == .stringEnd,
              file.kind(after: k + 1) == .colon, let opener = file.enclosingOpener(of: k - 1), file.kind(opener) == .openBracket
        else { return false }
        return Self.isTokenLabel(file.text(k))
    }

    /// `post(…, body: PushToStartBody(token: hex))`: the label is an argument of a call that is
    /// itself an argument of a request (`send`, `post`, …), by tokens.
    private func isBodyOfRequest(labelAt k: Int, _ file: SourceFile) -> Bool {
        guard Self.isTokenLabel(file.text(k)), let inner = file.enclosingOpener(of: k), file.kind(inner) == .openParen,
              let body = file.callee(ofOpenParen: inner), let outer = file.enclosingOpener(of: body), file.kind(outer) == .openParen,
              let request = file.callee(ofOpenParen: outer) else { return false }
        return Self.requestNames.contains(file.text(request))
    }

    /// `token:`, `pushToken:`, `deviceToken:`: an argument label naming a push token.
    static func isTokenLabel(_ label: String) -> Bool {
        let lower = label.lowercased()
        return lower.hasSuffix("token") && !lower.contains("refresh") && !lower.contains("access") && !lower.contains("auth")
    }

    /// `/user/push-to-start-token`, `devices/token`: a path naming a token.
    static func isTokenPath(_ text: String) -> Bool {
        let lower = text.lowercased()
        // A push-to-start endpoint takes a token whatever its path says.
        return lower.contains("/") && !lower.contains(" ") && (lower.contains("token") || lower.contains("push-to-start"))
            && !lower.contains("refresh")
    }

    /// Whether a token's bytes start with a sending verb (before any String is made of it).
    private func mayName(_ i: Int, _ file: SourceFile) -> Bool {
        let start = file.tokens[i].start.value, length = Int(file.tokens[i].length)
        guard length > 6 else { return false }
        return Self.sendVerbBytes.contains { verb in
            verb.count < length && verb.indices.allSatisfy { file.bytes[start + $0] | 0x20 == verb[$0] }
        } && Self.sendsToken(file.text(i))
    }

    static let sendVerbBytes = sendVerbs.map { Array($0.utf8) }

    /// `(.pushToStartToken, …`: an implicit member given alone as a call's argument (not a
    /// factory called there, `(.leftParenToken()`), whose name holds `oken`.
    private func isTokenEndpoint(afterDot dot: Int, _ file: SourceFile) -> Bool {
        let k = dot + 1
        guard k < file.tokens.count, file.kind(k) == .identifier, file.tokens[k].length > 4,
              let after = file.nextSignificant(after: k), file.kind(after) == .comma || file.kind(after) == .closeParen,
              let before = file.previousSignificant(before: dot), file.kind(before) == .openParen || file.kind(before) == .comma,
              let paren = file.enclosingOpener(of: dot), file.kind(paren) == .openParen, let callee = file.callee(ofOpenParen: paren),
              Self.requestNames.contains(file.text(callee)) else { return false }
        let start = file.tokens[k].start.value, end = start + Int(file.tokens[k].length)
        return file.bytes.withUnsafeBufferPointer { all in ByteSearch.find(Self.oken, in: UnsafeBufferPointer(rebasing: all[start..<end])) != nil }
    }

    /// `try? await send(…)`, or a `do` whose catch only logs, with no retry in sight.
    private func isSwallowed(_ call: SyntaxID, _ tree: SyntaxTree, _ file: SourceFile) -> Bool {
        for ancestor in tree.ancestors(call) {
            switch tree.kind(ancestor) {
            case .prefix where tree.nameText(ancestor) == "try":
                let keyword = Int(tree[ancestor].name)
                if let mark = file.nextSignificant(after: keyword), file.is(mark, "?"), file.tokens[mark].start == file.tokens[keyword].end {
                    return !mentionsRetry(enclosingFunction(of: call, tree) ?? ancestor, tree)
                }
            case .doStatement:
                let blocks = tree.children(ancestor).filter { tree.kind($0) == .block }
                guard let body = blocks.first, tree.contains(body, call) else { return false }
                let catches = blocks.dropFirst()
                guard !catches.isEmpty, catches.allSatisfy({ onlyLogs($0, tree) }) else { return false }
                return !mentionsRetry(enclosingFunction(of: call, tree) ?? ancestor, tree)
            case .function, .closure:
                return false
            default:
                continue
            }
        }
        return false
    }

    private func mentionsRetry(_ scope: SyntaxID, _ tree: SyntaxTree) -> Bool {
        // `applicationDidBecomeActive`, `sceneWillEnterForeground`: sent again every time the app
        // comes back, which is the retry.
        let owner = tree.nameText(scope).lowercased()
        if tree.kind(scope) == .function, Self.foregroundWords.contains(where: owner.contains) { return true }
        return tree.descendants(scope).contains { node in
            guard tree.kind(node) == .name || tree.kind(node) == .member else { return false }
            let lower = tree.nameText(node).lowercased()
            return Self.retryWords.contains { lower.contains($0) }
        }
    }

    private func enclosingFunction(of node: SyntaxID, _ tree: SyntaxTree) -> SyntaxID? {
        tree.ancestors(node).first { tree.kind($0) == .function }
    }

    static func message(_ call: String) -> String {
        "A failed \(call) is only logged, so the backend never gets this token and score updates stop; keep it and send it again later."
    }
}
