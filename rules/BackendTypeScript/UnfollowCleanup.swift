// Flags an unfollow that deletes the follow record before its activity subscriptions, or never
// sends the Live Activity its `end` event.

import UmpireCore
import UmpireRuleSupport

public struct UnfollowCleanup: ProjectRule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "unfollow-cleanup", area: .backendTypeScript, languages: [.typeScript], roles: [.backend],
        excludedRoles: [.test], severity: .error,
        summary: "An unfollow that removes the follow before its subscriptions, or leaves the Live Activity running",
        rationale: """
            Unfollowing is two deletes in two tables with no transaction. Deleting the follow \
            record first means a crash or a failed second call leaves activity subscriptions \
            that keep pushing scores to a fan who unfollowed, and a retried unfollow no longer \
            finds the follow to clean up after. And until the backend sends the activity an APNs \
            `event: "end"`, the Live Activity stays on the Lock Screen, dismissed only if the app \
            happens to run.
            """,
        fix: "Delete the activity subscriptions first, then the follow record, and send the activity an `end` event.",
        // No trigger words: dispatch matches whole tokens, and an unfollow is written inside
        // names (`deleteFollow`, `removeSubscriptionsForUser`); `mayConcern` asks the bytes.
        asks: """
            In a function that deletes both a follow record (a call named like `unfollowMatch`, \
            `deleteFollow`) and the user's activity subscriptions (`removeSubscriptionsForUser`, \
            `deleteSubscriptions`), do the subscriptions go first? And does the unfollow route \
            (`router.delete(…)` on a follow path, an exported Lambda `handler` that deletes \
            follow records, such as a sign-out, or an exported function named for the unfollow \
            that takes the request or event, `unfollowPlayer(event)`, or any exported function that \
            takes one and deletes both, `adminRemoveFollowHandler(event)`) send the Live Activity an `end` event — an \
            APNs payload with `event: "end"` in the handler or in a function it calls, declared \
            in any file of the project?
            """,
        limitations: """
            Calls are matched by name, a store's method by what its receiver is named for \
            (`follows.unfollow(…)`, `subscriptions.removeForUser(…)`), a plain call by the store \
            module it is imported from when its name says neither (`removeAllForMatch` from \
            `stores/subscriptionStore`); a delete behind a generic \
            repository (`repo.delete(…)`) is not seen. The end event is looked for one call deep, in the closures the handler passes on too. \
            Files are chosen by their bytes, not by whole words: a follow with a subscription, a \
            route's delete or a handler, or an `event` key beside "end". A route or handler that \
            both deletes in the wrong order and never ends the activity gets one finding, at the \
            follow's delete, saying both.
            """,
        triggering: examples.triggering,
        nonTriggering: examples.nonTriggering) }

    public init(options: RuleOptions) {}

    /// What the file's bytes must hold for either question: a follow and (a subscription, a
    /// route's delete, a Lambda handler), or an `event` key beside an "end".
    static func mayConcern(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if ByteSearch.find(ollow, in: bytes) != nil,
           [subscriptionWord, deleteWord, handlerWord].contains(where: { ByteSearch.find($0, in: bytes) != nil }) { return true }
        return ByteSearch.find(eventWord, in: bytes) != nil && endWords.contains { ByteSearch.find($0, in: bytes) != nil }
    }

    public var bytesGate: (@Sendable (UnsafeBufferPointer<UInt8>) -> Bool)? { Self.mayConcern }

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        // Both deletes by name first: other files are never parsed.
        guard file.bytes.withUnsafeBufferPointer({ ByteSearch.find(Array("ubscription".utf8), in: $0) != nil && ByteSearch.find(Array("ollow".utf8), in: $0) != nil })
        else { return }
        // `unfollowMatch(`, or `subscriptions.removeForUser(`: each called name with what it is called on.
        let names = file.tokens.indices.filter { file.kind($0) == .identifier && file.kind(after: $0) == .openParen }.map { i in
            file.isMemberAccess(i) ? (file.receiver(ofCallee: i).map(file.text) ?? "") + "." + file.text(i) : Self.qualified(file.text(i), in: file)
        }
        guard names.contains(where: Self.deletesFollow), names.contains(where: Self.deletesSubscriptions) else { return }
        let tree = file.syntax
        // The order of the two deletes, wherever a function holds both.
        for body in tree.descendants(tree.root) where tree.kind(body) == .block {
            guard let owner = tree.parent(body), [.function, .closure].contains(tree.kind(owner)) else { continue }
            let calls = ownCalls(in: body, tree)
            // A route's or a handler's order is told with its end event, in the project's pass:
            // one finding for the two when both are wrong.
            guard let (follow, _) = wrongOrder(calls, tree), !isUnfollowEntry(owner, tree) else { continue }
            findings.report(context.file, at: Int(tree[tree.firstChild(follow) ?? follow].first), Self.orderMessage(calledName(follow, tree)))
        }
    }

    public struct Facts: Sendable {
        /// Functions this file declares that send an `event: "end"` payload.
        var enders: Set<String> = []
        /// Unfollow routes: where, the functions they call, whether they send `end` themselves,
        /// and where they delete the follow before its subscriptions.
        var routes: [(anchor: ProjectAnchor, callees: [String], endsItself: Bool, order: (anchor: ProjectAnchor, call: String)?)] = []
    }

    public func facts(of context: RuleContext) -> Facts? {
        guard !context.isTestLike, context.file.bytes.withUnsafeBufferPointer(Self.mayConcern) else { return nil }
        let file = context.file
        // An `event:` key, a `.delete(` route or a Lambda `handler` of a file naming follows, by
        // tokens first.
        let namesFollows = file.contains(bytes: Self.ollow)
        guard file.tokens.indices.contains(where: { file.isIdentifier($0, "event") && file.kind(after: $0) == .colon
            || file.is($0, "delete") && file.isMemberAccess($0) && file.kind(after: $0) == .openParen
            || namesFollows && file.isIdentifier($0, "handler")
            || namesFollows && file.kind($0) == .keyword && (file.is($0, "function") || file.is($0, "const")) && file.nextSignificant(after: $0).map { Self.isUnfollowName(file.text($0)) } == true
        }) else { return nil }
        let tree = file.syntax
        var facts = Facts()
        for node in tree.descendants(tree.root) {
            if tree.kind(node) == .property, isEndEvent(node, tree), let name = context.enclosingFunctionName(ofToken: Int(tree[node].name)) {
                facts.enders.insert(name)
            } else if tree.kind(node) == .call, tree.nameText(node) == "delete", let callee = tree.firstChild(node), tree.kind(callee) == .member,
                      let path = tree.children(node).first(where: { tree.kind($0) == .argument }).flatMap(tree.firstChild),
                      tree.kind(path) == .string, tree.text(path).lowercased().contains("follow"),
                      let handler = tree.descendants(node).last(where: { tree.kind($0) == .closure && tree.parent($0).flatMap(tree.parent) == node }),
                      let body = tree.child(handler, .block) {
                let endsItself = tree.descendants(body).contains { tree.kind($0) == .property && isEndEvent($0, tree) }
                facts.routes.append((ProjectAnchor(context, at: Int(tree[node].first), identity: "unfollow-route"), allCalls(in: body, tree), endsItself,
                                     order(in: body, context, tree)))
            } else if let body = exportedHandlerBody(node, tree) {
                // `export const handler = async ({ userId }) => { … removeFollow(…) }`: a Lambda
                // that unfollows (a sign-out, an account deletion) owes the activity its end too,
                // reported at the follow record's delete.
                guard let follow = ownCalls(in: body, tree).last(where: { Self.deletesFollow(calledName($0, tree)) }) else { continue }
                let endsItself = tree.descendants(body).contains { tree.kind($0) == .property && isEndEvent($0, tree) }
                facts.routes.append((ProjectAnchor(context, at: Int(tree[tree.firstChild(follow) ?? follow].first), identity: "unfollow-handler"),
                                     allCalls(in: body, tree), endsItself, order(in: body, context, tree)))
            }
        }
        return facts.enders.isEmpty && facts.routes.isEmpty ? nil : facts
    }

    public func check(project files: [FileFacts<Facts>], into findings: inout ProjectFindingSink) {
        for (_, project) in Dictionary(grouping: files, by: \.projectRoot) {
            let enders = project.reduce(into: Set<String>()) { $0.formUnion($1.facts.enders) }
            for route in project.flatMap(\.facts.routes) {
                // Only a route that unfollows (it deletes the follow record) owes the end event.
                let endMissing = !route.endsItself && route.callees.contains(where: Self.deletesFollow)
                    && !route.callees.contains(where: { enders.contains(String($0.split(separator: ".").last ?? "")) })
                switch (route.order, endMissing) {
                case let (order?, true): findings.report(at: order.anchor, Self.orderAndEndMessage(order.call))
                case let (order?, false): findings.report(at: order.anchor, Self.orderMessage(order.call))
                case (nil, true): findings.report(at: route.anchor, Self.endMessage)
                case (nil, false): break
                }
            }
        }
    }

    private static let ollow = Array("ollow".utf8)
    private static let subscriptionWord = Array("ubscription".utf8), deleteWord = Array("delete".utf8),
                       handlerWord = Array("handler".utf8), eventWord = Array("event".utf8)
    private static let endWords = [Array("\"end\"".utf8), Array("'end'".utf8)]

    /// The body of an exported Lambda entry point: `export const handler = async (…) => { … }`
    /// or `export async function handler(…) { … }`.
    /// So is a route's own handler named for the unfollow (`export async function
    /// unfollowPlayer(event: ApiEvent)`, `export const unfollowTeam: Handler = async (req, res) =>`):
    /// what it takes is a request, not the ids a service is handed.
    private func exportedHandlerBody(_ node: SyntaxID, _ tree: SyntaxTree) -> SyntaxID? {
        let name = tree.nameText(node)
        guard name == "handler" || Self.isUnfollowName(name) else { return deletingHandlerBody(node, tree) }
        switch tree.kind(node) {
        case .function:
            guard tree[node].flags.contains(.exported), name == "handler" || takesRequest(node, tree) else { return nil }
            return tree.child(node, .block)
        case .binding:
            guard let variable = tree.parent(node), tree[variable].flags.contains(.exported),
                  let closure = tree.children(node).first(where: { tree.kind($0) == .closure }) else { return nil }
            guard name == "handler" || tree.child(node, .type).map({ tree.nameText($0).hasSuffix("Handler") }) == true
                    || takesRequest(closure, tree) else { return nil }
            return tree.child(closure, .block)
        default:
            return nil
        }
    }

    /// An exported function that takes a request and deletes both a follow record and its
    /// subscriptions is an unfollow whatever it is called (`adminRemoveFollowHandler(event)`, a
    /// support tool's).
    private func deletingHandlerBody(_ node: SyntaxID, _ tree: SyntaxTree) -> SyntaxID? {
        guard tree.kind(node) == .function, tree[node].flags.contains(.exported), takesRequest(node, tree),
              let body = tree.child(node, .block) else { return nil }
        let calls = ownCalls(in: body, tree).map { calledName($0, tree) }
        return calls.contains(where: Self.deletesFollow) && calls.contains(where: Self.deletesSubscriptions) ? body : nil
    }

    /// The follow's delete and the subscriptions' when the follow goes first.
    private func wrongOrder(_ calls: [SyntaxID], _ tree: SyntaxTree) -> (SyntaxID, SyntaxID)? {
        guard let follow = calls.first(where: { Self.deletesFollow(calledName($0, tree)) }),
              let subscriptions = calls.first(where: { Self.deletesSubscriptions(calledName($0, tree)) }), follow < subscriptions else { return nil }
        return (follow, subscriptions)
    }

    private func order(in body: SyntaxID, _ context: RuleContext, _ tree: SyntaxTree) -> (anchor: ProjectAnchor, call: String)? {
        guard let (follow, _) = wrongOrder(ownCalls(in: body, tree), tree) else { return nil }
        return (ProjectAnchor(context, at: Int(tree[tree.firstChild(follow) ?? follow].first), identity: "unfollow-order"), calledName(follow, tree))
    }

    /// A function or closure the project's pass judges as an unfollow route or handler.
    private func isUnfollowEntry(_ owner: SyntaxID, _ tree: SyntaxTree) -> Bool {
        if tree.kind(owner) == .function { return exportedHandlerBody(owner, tree) != nil }
        guard let parent = tree.parent(owner) else { return false }
        if tree.kind(parent) == .binding { return exportedHandlerBody(parent, tree) != nil }
        // The closure a follow route's `.delete(` is given.
        guard let call = tree.parent(parent), tree.kind(call) == .call, tree.nameText(call) == "delete",
              let callee = tree.firstChild(call), tree.kind(callee) == .member,
              let path = tree.children(call).first(where: { tree.kind($0) == .argument }).flatMap(tree.firstChild) else { return false }
        return tree.kind(path) == .string && tree.text(path).lowercased().contains("follow")
    }

    /// `unfollowMatch`, `unfollowTeam`: a name that reads as the unfollow itself.
    static func isUnfollowName(_ name: String) -> Bool { name.count > 8 && (name.hasPrefix("unfollow") || name.hasPrefix("Unfollow")) }

    /// A function or closure whose first parameter is a request or a Lambda event.
    private func takesRequest(_ function: SyntaxID, _ tree: SyntaxTree) -> Bool {
        guard let first = tree.children(function).first(where: { tree.kind($0) == .parameter }) else { return false }
        return ["event", "req", "request", "ctx"].contains(tree.nameText(first))
    }

    /// `event: "end"` in an object literal.
    private func isEndEvent(_ property: SyntaxID, _ tree: SyntaxTree) -> Bool {
        guard tree.nameText(property) == "event", let value = tree.children(property).first(where: { tree.kind($0) == .string }) else { return false }
        return tree.text(value).dropFirst().dropLast() == "end"
    }

    /// The calls a body makes itself, in order (not those of functions declared inside it).
    /// `unfollowMatch`, or `follows.unfollow` for a store's method: its receiver says what it deletes.
    private func calledName(_ call: SyntaxID, _ tree: SyntaxTree) -> String {
        guard let callee = tree.firstChild(call), tree.kind(callee) == .member, let receiver = tree.firstChild(callee),
              [.name, .member].contains(tree.kind(receiver)) else { return Self.qualified(tree.nameText(call), in: tree.file) }
        return tree.nameText(receiver) + "." + tree.nameText(call)
    }

    /// A plain call whose name says neither delete, read with the store module it is imported
    /// from, as a store's method is with its receiver (`removeAllForMatch` from
    /// `../stores/subscriptionStore` → `subscriptionStore.removeAllForMatch`).
    static func qualified(_ name: String, in file: SourceFile) -> String {
        guard !deletesFollow(name), !deletesSubscriptions(name), let module = file.importedNames()[name] else { return name }
        let stem = module.split(separator: ".").first.map(String.init) ?? module
        let lower = stem.lowercased()
        return lower.contains("subscription") || lower.contains("follow") ? stem + "." + name : name
    }

    /// Every call a body makes, in the closures it hands to others too (`runWithConcurrency(subs,
    /// 5, (sub) => endActivity(sub, …))`): what the route or handler does, for the end event.
    private func allCalls(in body: SyntaxID, _ tree: SyntaxTree) -> [String] {
        tree.descendants(body).filter { tree.kind($0) == .call }.map { calledName($0, tree) }
    }

    private func ownCalls(in body: SyntaxID, _ tree: SyntaxTree) -> [SyntaxID] {
        tree.descendants(body).filter { node in
            tree.kind(node) == .call && tree.ancestors(node).first(where: { [.function, .closure].contains(tree.kind($0)) }) == tree.parent(body)
        }.sorted()
    }

    /// `unfollowMatch`, `deleteFollow`, or a follow store's delete (`follows.unfollow`, `followStore.remove`).
    static func deletesFollow(_ name: String) -> Bool {
        let (receiver, method) = split(name)
        if method.hasPrefix("unfollow") { return true }
        guard method.hasPrefix("delete") || method.hasPrefix("remove"), !receiver.contains("subscription"), !method.contains("subscription") else { return false }
        return method.contains("follow") || receiver.contains("follow")
    }

    /// `removeSubscriptionsForUser`, or a subscription store's delete (`subscriptions.removeForUser`).
    static func deletesSubscriptions(_ name: String) -> Bool {
        let (receiver, method) = split(name)
        return (method.hasPrefix("delete") || method.hasPrefix("remove")) && (method.contains("subscription") || receiver.contains("subscription"))
    }

    /// `follows.unfollow` → ("follows", "unfollow"), lower-cased; a plain call has no receiver.
    static func split(_ name: String) -> (receiver: String, method: String) {
        let lower = name.lowercased()
        guard let dot = lower.lastIndex(of: ".") else { return ("", lower) }
        return (String(lower[..<dot]), String(lower[lower.index(after: dot)...]))
    }

    static func orderMessage(_ call: String) -> String {
        "\(call) deletes the follow before its activity subscriptions; delete the subscriptions first so a failed unfollow can be retried."
    }

    static func orderAndEndMessage(_ call: String) -> String {
        "\(call) deletes the follow before its activity subscriptions, and this unfollow never sends the Live Activity an end event; delete the subscriptions first, then push `event: \"end\"` to its tokens."
    }

    static let endMessage = "This unfollow never sends the Live Activity an end event; push `event: \"end\"` to its tokens so it leaves the Lock Screen."
}
