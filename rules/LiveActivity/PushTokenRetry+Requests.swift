// push-token-retry: a client's generic request that sends a token, told by its endpoint, its
// path or its body.

import UmpireCore
import UmpireRuleSupport

extension PushTokenRetry {
    /// `http.send("POST", "/user/push-to-start-token", body: body)`: a client's generic request
    /// to a path that takes a token.
    func postsToTokenPath(_ call: SyntaxID, name: String, _ tree: SyntaxTree, _ file: SourceFile) -> Bool {
        guard Self.requestNames.contains(name) else { return false }
        return tree.children(call).contains { argument in
            guard tree.kind(argument) == .argument, let value = tree.firstChild(argument) else { return false }
            // `api.send(.pushToStartToken, body: …)`: the endpoint named by a case of the client's own,
            // unlabelled (`Activity.request(…, pushType: .token)` asks for a token, it sends none).
            if tree.kind(value) == .member {
                guard tree[argument].name < 0 else { return false }
                let endpoint = tree.nameText(value).lowercased()
                return endpoint.contains("token") && !endpoint.contains("refresh") && !endpoint.contains("access")
            }
            // `client.send(APIRequest(method: "POST", path: "user/court-activity-token", body: body))`:
            // the request built in place, its path one of its own arguments.
            // `api.post("/activity/push-to-start", body: PushToStartBody(token: hex))`: a body
            // built in place with the token among its fields.
            if tree.kind(value) == .call {
                // `api.send(.registerPushToStart(request))`: an endpoint's factory named for sending a token.
                if Self.sendsToken(tree.nameText(value)) { return true }
                if Self.isTokenFactory(value, tree) { return true }
                return tree.children(value).contains { inner in
                    guard tree.kind(inner) == .argument else { return false }
                    if Self.isTokenLabel(tree.nameText(inner)) { return true }
                    guard let path = tree.firstChild(inner), tree.kind(path) == .string else { return false }
                    return Self.isTokenPath(file.literalText(ofStringAt: Int(tree[path].first)))
                }
            }
            // `client.post(path: "activity/push-to-start", body: ["token": data.hexString])`: a body
            // dictionary with a push token among its keys (a session's `["token": idToken]` is no push token).
            if tree.kind(value) == .dictionary { return Self.holdsPushToken(value, tree, file) }
            guard tree.kind(value) == .string else { return false }
            return Self.isTokenPath(file.literalText(ofStringAt: Int(tree[value].first)))
        }
    }

    private static func holdsPushToken(_ dictionary: SyntaxID, _ tree: SyntaxTree, _ file: SourceFile) -> Bool {
        tree.children(dictionary).contains { entry in
            guard let key = tree.firstChild(entry), tree.kind(key) == .string else { return false }
            let label = file.literalText(ofStringAt: Int(tree[key].first))
            guard isTokenLabel(label) else { return false }
            let said = (label + file.text(from: file.tokens[Int(tree[entry].first)].start, to: file.tokens[Int(tree[entry].last)].end)).lowercased()
            return ["push", "device", "activity", "apns", "hex"].contains { said.contains($0) }
        }
    }

    static let requestNames: Set<String> = ["send", "post", "put", "patch", "request", "upload", "perform"]

    /// `Endpoints.pushToStartToken(hex)`: a factory of the endpoints' type (a capitalised
    /// name), named for a push or device token, called where the request is made.
    static func isTokenFactory(_ call: SyntaxID, _ tree: SyntaxTree) -> Bool {
        guard let callee = tree.firstChild(call), tree.kind(callee) == .member, let base = tree.firstChild(callee),
              tree.kind(base) == .name, tree.nameText(base).first?.isUppercase == true else { return false }
        let name = tree.nameText(call).lowercased()
        return name.contains("token") && ["push", "device", "activity", "apns"].contains { name.contains($0) }
            && !name.contains("refresh") && !name.contains("access")
    }

    @_optimize(none) static var requestExamples: (triggering: [Example], nonTriggering: [Example]) { (
        triggering: [
            // The legacy registration: the failure logged on the way out, the success printed.
            Example("""
                private func fallbackUpdatePushToken(_ matchID: String, token: String) {
                    var request = URLRequest(url: URL(string: "https://api.rinkside.app/v1/live/\\(matchID)")!)
                    request.httpMethod = "POST"
                    request.httpBody = try? JSONSerialization.data(withJSONObject: ["token": token])
                    URLSession.shared.↓dataTask(with: request) { data, _, error in
                        guard let data, error == nil else {
                            print(error?.localizedDescription ?? "No data")
                            return
                        }
                        print("Registered live activity token (\\(data.count) bytes)")
                    }.resume()
                }
                """, path: "ios/RinkSide/Extensions/ActivityUpdater.swift"),
            // The endpoint built by a factory of the endpoints' type; the failure is only logged.
            Example("""
                func sendStartToken(_ data: Data) async {
                    do {
                        _ = try await client.↓perform(Endpoints.activityStartToken(data.hexString))
                    } catch {
                        NSLog("start token not sent: %@", error.localizedDescription)
                    }
                }
                """, path: "ios/CricketApp/Services/RealPushRegistrationService.swift"),
            // The token in a body dictionary, to an endpoint whose path does not say so.
            Example("""
                func observePushToStart() async {
                    for await data in Activity<ScoreActivityAttributes>.pushToStartTokenUpdates {
                        do {
                            try await client.↓post(path: "activity/push-to-start", body: ["token": data.hexString])
                        } catch {
                            logger.error("push-to-start not sent: \\(error.localizedDescription)")
                        }
                    }
                }
                """, path: "ios/CricketApp/Services/RealLiveActivityService.swift"),
            // A push-to-start endpoint takes a token, whatever its path or the body's key says.
            Example("""
                func register() async {
                    for await data in Activity<ScoreActivityAttributes>.pushToStartTokenUpdates {
                        let token = data.map { String(format: "%02x", $0) }.joined()
                        do {
                            try await client.↓post("/user/push-to-start", body: ["token": token])
                        } catch {
                            logger.error("push-to-start registration failed")
                        }
                    }
                }
                """, path: "ios/CricketApp/Services/PushToStartRegistrar.swift"),
        ],
        nonTriggering: [
            // The same registration, kept for the next foreground when it fails.
            Example("""
                private func fallbackUpdatePushToken(_ matchID: String, token: String) {
                    var request = URLRequest(url: URL(string: "https://api.rinkside.app/v1/live/\\(matchID)")!)
                    request.httpMethod = "POST"
                    URLSession.shared.dataTask(with: request) { data, _, error in
                        guard let data, error == nil else {
                            print(error?.localizedDescription ?? "No data")
                            pendingTokens[matchID] = token
                            return
                        }
                        print("Registered live activity token (\\(data.count) bytes)")
                    }.resume()
                }
                """, path: "ios/RinkSide/Extensions/ActivityUpdater.swift", trap: .lookAlike),
            // A sign-in's token in a body dictionary is the session's, not a push token.
            Example("""
                func signIn(with credential: ASAuthorizationAppleIDCredential) async {
                    do {
                        try await client.post(path: "auth/apple", body: ["token": identityToken(credential)])
                    } catch {
                        logger.error("sign-in failed")
                    }
                }
                """, path: "ios/CricketApp/Services/RealAuthService.swift", trap: .lookAlike),
            // The same factory, the token kept for the next attempt when it fails.
            Example("""
                func sendStartToken(_ data: Data) async {
                    do {
                        _ = try await client.perform(Endpoints.activityStartToken(data.hexString))
                    } catch {
                        pendingStartToken = data
                    }
                }
                """, path: "ios/CricketApp/Services/RealPushRegistrationService.swift", trap: .lookAlike),
            // An endpoint of the sign-in, whose token is the session's.
            Example("try? await client.perform(Endpoints.refreshSessionToken(current))",
                    path: "ios/CricketApp/Services/RealAuthService.swift", trap: .lookAlike),
        ]) }
}
