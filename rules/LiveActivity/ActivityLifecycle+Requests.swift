// activity-lifecycle: a requested activity that nothing watches. A function that requests one
// and only reads it (`replacement.pushToken`), or stores it where the file's watchers never look
// (they watch what `track(_:)` is handed), leaves a dismissal unseen.

import UmpireCore
import UmpireRuleSupport

extension ActivityLifecycle {
    @_optimize(none) static var requestExamples: (triggering: [Example], nonTriggering: [Example]) { (
        triggering: [
            // Stored in the table, never handed to the function that watches the others.
            Example("""
                func restart(matchID: String) async throws {
                    guard let current = activities[matchID] else { return }
                    let replacement = try ↓Activity.request(attributes: current.attributes, content: current.content, pushType: .token)
                    activities[matchID] = replacement
                }
                private func track(_ activity: Activity<ScoreActivityAttributes>) {
                    activities[activity.attributes.matchID] = activity
                    Task { for await state in activity.activityStateUpdates where state == .dismissed { forget(activity) } }
                }
                """, path: "ios/CricketApp/LiveActivity/ScoreActivityService.swift"),
            // Handed only to the function that forwards its tokens; the state watcher never sees it.
            Example("""
                func renew(matchID: String) async {
                    guard let old = live[matchID] else { return }
                    await old.end(nil, dismissalPolicy: .immediate)
                    guard let renewed = try? ↓Activity.request(attributes: old.attributes, content: old.content, pushType: .token) else { return }
                    live[matchID] = renewed
                    forwardTokens(of: renewed)
                }
                private func watchState(of activity: Activity<ScoreActivityAttributes>) {
                    Task { for await state in activity.activityStateUpdates where state == .dismissed { live[activity.attributes.matchID] = nil } }
                }
                private func forwardTokens(of activity: Activity<ScoreActivityAttributes>) {
                    Task { for await token in activity.pushTokenUpdates { await send(token) } }
                }
                """, path: "ios/CricketApp/LiveActivity/ScoreActivityService.swift"),
            // Thrown away as it is requested, beside a start that watches its activity: nothing can watch this one.
            Example("""
                func start(attributes: ScoreActivityAttributes, content: ActivityContent<ScoreActivityAttributes.ContentState>) throws {
                    let activity = try Activity.request(attributes: attributes, content: content, pushType: .token)
                    watch(activity)
                }
                func restartAfterLimit(attributes: ScoreActivityAttributes, content: ActivityContent<ScoreActivityAttributes.ContentState>) {
                    _ = try? ↓Activity.request(attributes: attributes, content: content, pushType: .token)
                }
                private func watch(_ activity: Activity<ScoreActivityAttributes>) {
                    Task { for await state in activity.activityStateUpdates where state == .dismissed { forget(activity) } }
                }
                """, path: "ios/CricketApp/LiveActivity/ScoreActivityService.swift"),
        ],
        nonTriggering: [
            // Every new activity arrives through activityUpdates, and that loop hands it to the watcher.
            Example("""
                func start(attributes: ScoreActivityAttributes, content: ActivityContent<ScoreActivityAttributes.ContentState>) throws {
                    let activity = try Activity.request(attributes: attributes, content: content, pushType: .token)
                    Self.current = activity
                }
                func monitor() {
                    Task { for await activity in Activity<ScoreActivityAttributes>.activityUpdates { watch(activity) } }
                }
                private func watch(_ activity: Activity<ScoreActivityAttributes>) {
                    Task { for await state in activity.activityStateUpdates where state == .dismissed { forget(activity) } }
                }
                """, path: "ios/CricketApp/LiveActivity/LiveActivitiesController.swift", trap: .lookAlike),
            // Stored where the watcher looks: the property it iterates.
            Example("""
                func start(attributes: ScoreActivityAttributes, content: ActivityContent<ScoreActivityAttributes.ContentState>) throws {
                    let activity = try Activity.request(attributes: attributes, content: content, pushType: .token)
                    self.current = activity
                }
                func watch() async {
                    guard let current else { return }
                    for await state in current.activityStateUpdates where state == .dismissed { forget(current) }
                }
                """, path: "ios/CricketApp/LiveActivity/ScoreActivityService.swift", trap: .lookAlike),
            // The same renewal handed to the state watcher as well.
            Example("""
                func renew(matchID: String) async {
                    guard let old = live[matchID] else { return }
                    await old.end(nil, dismissalPolicy: .immediate)
                    guard let renewed = try? Activity.request(attributes: old.attributes, content: old.content, pushType: .token) else { return }
                    live[matchID] = renewed
                    watchState(of: renewed)
                    forwardTokens(of: renewed)
                }
                private func watchState(of activity: Activity<ScoreActivityAttributes>) {
                    Task { for await state in activity.activityStateUpdates where state == .dismissed { live[activity.attributes.matchID] = nil } }
                }
                private func forwardTokens(of activity: Activity<ScoreActivityAttributes>) {
                    Task { for await token in activity.pushTokenUpdates { await send(token) } }
                }
                """, path: "ios/CricketApp/LiveActivity/ScoreActivityService.swift", trap: .lookAlike),
        ]) }

    /// `let replacement = try Activity.request(…)` in a function that then only reads members
    /// of `replacement`: the new activity is watched by nothing.
    func unobservedRequests(in context: RuleContext) -> (read: [ProjectAnchor], discarded: [ProjectAnchor]) {
        let tree = context.file.syntax
        var found: [ProjectAnchor] = []
        var discarded: [ProjectAnchor] = []
        var storedIsUnwatched: Bool?
        // `for await activity in Activity<A>.activityUpdates`: every activity, requested ones too, reaches a watcher.
        var handsEveryActivity: Bool?
        for call in tree.calls(named: "request") {
            guard let callee = tree.firstChild(call), tree.kind(callee) == .member, let base = tree.firstChild(callee),
                  tree.text(base).hasPrefix("Activity") else { continue }
            var value = call
            while let parent = tree.parent(value), tree.kind(parent) == .prefix || tree.kind(parent) == .postfix { value = parent }
            // `_ = try? Activity.request(…)`: thrown away, so nothing can ever watch it, unless the
            // file hands every activity to its watcher through `activityUpdates`.
            if isDiscarded(value, in: tree) {
                if handsEveryActivity == nil { handsEveryActivity = Self.handsEveryActivity(tree) }
                if handsEveryActivity == false { discarded.append(ProjectAnchor(context, at: Int(tree[base].first), identity: "Activity.request")) }
                continue
            }
            guard let binding = tree.parent(value), tree.kind(binding) == .binding,
                  let scope = tree.ancestors(binding).first(where: { [.function, .closure].contains(tree.kind($0)) }) else { continue }
            let name = tree.nameText(binding)
            let uses = tree.descendants(scope).filter { tree.kind($0) == .name && tree.nameText($0) == name && $0 > binding }
            // Where the file watches only the activities handed to a function (`track(activity)`),
            // one stored in a table is watched by nothing: `activities[id] = replacement`.
            if storedIsUnwatched == nil {
                if handsEveryActivity == nil { handsEveryActivity = Self.handsEveryActivity(tree) }
                storedIsUnwatched = handsEveryActivity == false && watchesOnlyParameters(tree)
            }
            guard !uses.isEmpty, uses.allSatisfy({ isOnlyRead($0, in: tree) || isHandedToNonWatcher($0, in: tree)
                || storedIsUnwatched == true && isStored($0, in: tree) }) else { continue }
            found.append(ProjectAnchor(context, at: Int(tree[base].first), identity: "Activity.request"))
        }
        return (found, discarded)
    }

    /// Whether the file watches activity state, and only through functions' parameters
    /// (`func track(_ activity: …) { for await state in activity.activityStateUpdates … }`).
    /// (Asked only of a file that does not iterate `activityUpdates`, see `handsEveryActivity`.)
    private func watchesOnlyParameters(_ tree: SyntaxTree) -> Bool {
        let watches = tree.descendants(tree.root).filter { tree.kind($0) == .member && tree.nameText($0) == "activityStateUpdates" }
        return !watches.isEmpty && watches.allSatisfy { watch in
            guard let base = tree.firstChild(watch), tree.kind(base) == .name,
                  let function = tree.ancestors(watch).first(where: { tree.kind($0) == .function }) else { return false }
            return tree.children(function).contains { tree.kind($0) == .parameter && tree.nameText($0) == tree.nameText(base) }
        }
    }

    /// `observePushTokens(of: replacement)`: handed to a function of the file that never
    /// watches activity state (its tokens, its id): no more a watch than a read is.
    private func isHandedToNonWatcher(_ use: SyntaxID, in tree: SyntaxTree) -> Bool {
        guard let argument = tree.parent(use), tree.kind(argument) == .argument, let call = tree.parent(argument), tree.kind(call) == .call,
              let callee = tree.firstChild(call), tree.kind(callee) == .name else { return false }
        let functions = tree.functions(named: tree.nameText(call))
        var visited: Set<String> = []
        return !functions.isEmpty && !functions.contains { watchesState($0, in: tree, visited: &visited) }
    }

    /// Whether a function of the file watches activity state, itself or through the file's
    /// functions it calls (`track(activity)` handing it on to `observeState(of:)`).
    private func watchesState(_ function: SyntaxID, in tree: SyntaxTree, visited: inout Set<String>) -> Bool {
        guard visited.insert(tree.nameText(function)).inserted, visited.count < 16 else { return false }
        for node in tree.descendants(function) {
            switch tree.kind(node) {
            case .member where ["activityStateUpdates", "activityUpdates"].contains(tree.nameText(node)):
                return true
            case .call:
                for callee in tree.functions(named: tree.nameText(node)) where watchesState(callee, in: tree, visited: &visited) { return true }
            default:
                continue
            }
        }
        return false
    }

    /// A file that iterates `Activity<A>.activityUpdates` hands every activity, requested ones too,
    /// to what watches them (better-rail's `monitorLiveActivity(activity)`).
    static func handsEveryActivity(_ tree: SyntaxTree) -> Bool {
        tree.descendants(tree.root).contains { tree.kind($0) == .member && tree.nameText($0) == "activityUpdates" }
    }

    /// `_ = value` or the value as a statement of its own.
    private func isDiscarded(_ value: SyntaxID, in tree: SyntaxTree) -> Bool {
        guard let parent = tree.parent(value) else { return false }
        if tree.kind(parent) == .block { return true }
        guard tree.kind(parent) == .binary, tree.nameText(parent) == "=", Array(tree.children(parent)).last == value,
              let target = tree.firstChild(parent) else { return false }
        return tree.kind(target) == .name && tree.nameText(target) == "_"
    }

    /// `activities[matchId] = replacement`, `self.current = replacement`: kept in a table or a property.
    private func isStored(_ use: SyntaxID, in tree: SyntaxTree) -> Bool {
        guard let parent = tree.parent(use), tree.kind(parent) == .binary, tree.nameText(parent) == "=",
              Array(tree.children(parent)).last == use, let target = tree.firstChild(parent) else { return false }
        return tree.kind(target) != .name
    }

    /// A use that reads a member of the activity (`replacement.pushToken`, `replacement.id`)
    /// rather than keeping it, passing it on, returning it or observing its state.
    private func isOnlyRead(_ use: SyntaxID, in tree: SyntaxTree) -> Bool {
        guard let parent = tree.parent(use), tree.kind(parent) == .member, tree.firstChild(parent) == use else { return false }
        return !["activityStateUpdates", "contentUpdates"].contains(tree.nameText(parent))
    }
}
