// Flags Live Activities requested without watching their state, and ended without final content or a dismissal policy.

import UmpireCore
import UmpireRuleSupport

public struct ActivityLifecycle: ProjectRule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "activity-lifecycle", area: .liveActivity, languages: [.swift], roles: [.ios, .widget],
        excludedRoles: [.test], severity: .error,
        summary: "A Live Activity requested without observing its state, or ended without final content or a dismissal policy",
        rationale: """
            A fan can dismiss a Live Activity from the Lock Screen at any time. Code that never \
            watches activityStateUpdates keeps tracking a dismissed activity: the backend keeps \
            pushing to a dead token and the app thinks the match is followed. Ending without \
            final content leaves the last live score on screen as if the match were still on, \
            and without a dismissalPolicy the system decides how long the result stays (up to \
            four hours) instead of the 15–30 minutes a finished match deserves.
            """,
        fix: "Observe `activityStateUpdates` and stop tracking on `.dismissed`; end with the final content and a `dismissalPolicy:`.",
        options: [activityNamesOption.declaration],
        // Requesting, ending and observing an activity all need ActivityKit's names (a wrapper
        // handed a dismissal policy too).
        triggerWords: ["ActivityKit", "Activity", "ActivityContent", "activityStateUpdates", "dismissed", "dismissalPolicy"],
        asks: """
            Does an app that requests a Live Activity watch it, and end it with the result on \
            screen for a chosen time? Each file's first `Activity.request(…)` is reported when no \
            linted file of the project reads `activityStateUpdates`, or none handles `.dismissed` \
            or passes each state on (`handle(state)`). Where they do, a request whose activity the \
            function only reads (`replacement.pushToken`), hands only to functions of the file \
            that never watch state, or stores in a table or property while the file watches only \
            parameters is flagged, as is one thrown away (`_ = try? Activity.request(…)`) in a file that \
            does not hand every activity to its watcher through `activityUpdates`, and so is a `for await … in ….activityStateUpdates where …` \
            that never names `.dismissed`. ActivityKit's `.end(` on an activity must pass final \
            content (not `nil` or nothing, except beside a policy in a variable, or for old \
            activities ended with a dismissal policy before the function requests their \
            replacement: a bare `old.end(nil)` is still flagged) and a `dismissalPolicy:` \
            other than `.default`, and one written as the device's clock plus a constant \
            (`.after(Date().addingTimeInterval(60 * 5))`, `.after(.now + 300)`) keeps the result \
            up at least 15 minutes; an `end` whose first label is another (`reason:`) is the app's \
            own.
            """,
        whenUnknown: """
            Receivers are not resolved by type: `.end(` is judged on a name with an \
            `activityNames` word (`activity`, `activities[id]`, their `.first` or `.last`), a \
            local the file gives `Activity.request(…)`, a loop's element over `.activities` or \
            `$0` over them; another name (`current.end(…)`) is left alone. Observation is looked \
            for by name in the project's linted files, so a run over changed files only may report \
            a request a monitor elsewhere watches.
            """,
        limitations: """
            The state observation and the .dismissed case may be in any linted file (a \
            monitor beside the manager); linting only the changed files may miss them. Where they \
            are, a request whose activity the function then only reads (`replacement.pushToken`), \
            never keeping it, passing it on, returning it or observing it, is still flagged; so is \
            one stored in a table or property (`activities[id] = replacement`) when the file \
            watches only the activities handed to a function (`track(_:)`) and never hands it this one \
            (a file iterating `Activity<A>.activityUpdates` hands it every one). \
            `.end(` is checked only on receivers named like an activity, a local given \
            `Activity.request(…)`, a loop's element over `Activity<A>.activities`, or `$0` over them. Ending with nil content is flagged whatever the \
            literal policy (`.immediate` too: an unfollow keeps `activity.content`), but not with a \
            policy passed in a variable, nor for old activities ended before the function requests \
            their replacement. A dismissal date is judged only when written as the clock plus \
            numbers; one the app computes (`.after(dismissalDate)`) or an interval passed in is \
            trusted, and a time past 30 minutes (the checklist's upper bound) is left to the team. A loop that passes each state on \
            (`for await state in ….activityStateUpdates { handle(state) }`) counts as handling .dismissed; \
            one whose `where` lets only other states through (`where state == .ended`) is flagged \
            even when another file handles .dismissed for its own activities.
            """,
        triggering: examples.triggering,
        nonTriggering: examples.nonTriggering) }

    let activityWords: [String]

    static let activityNamesOption = Option<[String]>(ActivityNames.option)

    public init(options: RuleOptions) {
        activityWords = options[Self.activityNamesOption].map { $0.lowercased() }
    }

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        for i in file.tokens.indices where file.tokens[i].kind == .identifier {
            guard file.is(i, "end"), file.isMemberAccess(i), let paren = file.nextSignificant(after: i),
                  file.kind(paren) == .openParen, ActivityNames.isActivity(receiverOf: i, in: context, words: activityWords),
                  let message = endProblem(paren, in: file), !(message == Self.noContentMessage && replacesAfter(i, in: file)) else { continue }
            findings.report(file, at: i, message)
        }
        reportShortPolicies(handedToWrappers: context, into: &findings)
    }

    /// The file's first `Activity.request(`, and whether it observes activityStateUpdates and
    /// handles `.dismissed` (in the project pass any file may do it for another).
    /// Whether a file observes activityStateUpdates or handles `.dismissed`, and where it first requests an activity.
    public struct Facts: Sendable {
        var observes = false
        var dismissed = false
        var request: ProjectAnchor?
        /// Requests whose activity the function only reads (`replacement.pushToken`): never
        /// observed, stored, passed on or returned, whatever observes the others.
        var unobserved: [ProjectAnchor] = []
        /// Requests whose activity is thrown away (`_ = try? Activity.request(…)`).
        var discarded: [ProjectAnchor] = []
        /// Observations that let only other states through (`… where state == .ended`): the
        /// activity they watch is never forgotten when dismissed, whatever another file handles.
        var filtered: [ProjectAnchor] = []
    }

    public func facts(of context: RuleContext) -> Facts? {
        let file = context.file
        var facts = Facts()
        for i in file.tokens.indices where file.tokens[i].kind == .identifier {
            if file.is(i, "activityStateUpdates") {
                facts.observes = true
                if forwardsState(updatesAt: i, in: file) { facts.dismissed = true }
                if filtersOutDismissal(updatesAt: i, in: file) { facts.filtered.append(ProjectAnchor(context, at: i, identity: "activityStateUpdates")) }
            } else if file.is(i, "dismissed"), file.isMemberAccess(i) {
                facts.dismissed = true
            } else if facts.request == nil, file.is(i, "request"), file.kind(after: i) == .openParen,
                      let type = activityType(receiverOf: i, in: file) {
                facts.request = ProjectAnchor(context, at: type, identity: "Activity.request")
            }
        }
        if facts.request != nil { (facts.unobserved, facts.discarded) = unobservedRequests(in: context) }
        return facts.observes || facts.dismissed || facts.request != nil ? facts : nil
    }

    /// `for await state in activity.activityStateUpdates where state == .ended { … }`: a `where`
    /// that lets other states through, with `.dismissed` named neither there nor in the loop.
    private func filtersOutDismissal(updatesAt i: Int, in file: SourceFile) -> Bool {
        guard let keyword = file.nextSignificant(after: i), file.is(keyword, "where") else { return false }
        var brace = keyword
        while file.kind(brace) != .openBrace, let next = file.nextSignificant(after: brace) { brace = next }
        guard file.kind(brace) == .openBrace, let close = file.partner(of: brace) else { return false }
        return !(keyword..<close).contains { file.kind($0) == .identifier && file.is($0, "dismissed") }
    }

    /// Per project: an observer in one app does not cover another app's requests.
    public func check(project files: [FileFacts<Facts>], into findings: inout ProjectFindingSink) {
        for (_, project) in Dictionary(grouping: files, by: \.projectRoot) {
            let observes = project.contains { $0.facts.observes }
            // Where the project watches its activities, one it requests and only reads is missed.
            if observes, project.contains(where: { $0.facts.dismissed }) {
                for request in project.flatMap(\.facts.unobserved) { findings.report(at: request, Self.unobservedMessage) }
                for request in project.flatMap(\.facts.discarded) { findings.report(at: request, Self.discardedMessage) }
                // Where the project does handle dismissal, a loop that filters it out still misses it.
                for loop in project.flatMap(\.facts.filtered) { findings.report(at: loop, Self.filteredMessage) }
            }
            guard !observes || !project.contains(where: { $0.facts.dismissed }) else { continue }
            for request in project.compactMap(\.facts.request) {
                findings.report(at: request, observes ? Self.dismissedMessage : Self.stateMessage)
            }
        }
    }

    /// For `Activity.request(` or `Activity<A>.request(`, the `Activity` token.
    private func activityType(receiverOf request: Int, in file: SourceFile) -> Int? {
        guard let dot = file.previousSignificant(before: request), file.kind(dot) == .dot,
              var j = file.previousSignificant(before: dot) else { return nil }
        if file.kind(j) == .operator, file.is(j, ">") {
            var depth = 0
            var steps = 0
            while steps < 64 {
                if file.kind(j) == .operator, file.is(j, ">") { depth += 1 }
                if file.kind(j) == .operator, file.is(j, "<") { depth -= 1 }
                if depth == 0 { break }
                guard let previous = file.previousSignificant(before: j) else { return nil }
                j = previous
                steps += 1
            }
            guard depth == 0, let type = file.previousSignificant(before: j) else { return nil }
            j = type
        }
        return file.isIdentifier(j, "Activity") && !file.isMemberAccess(j) ? j : nil
    }

    /// `for await state in activity.activityStateUpdates { handle(state) }`: the state is passed
    /// on (a call argument or an assigned value), so its handler may deal with `.dismissed`.
    private func forwardsState(updatesAt i: Int, in file: SourceFile) -> Bool {
        var j = file.previousSignificant(before: i)
        while let k = j, file.kind(k) == .dot || file.kind(k) == .identifier || file.is(k, "?") || file.is(k, "self") {
            j = file.previousSignificant(before: k)
        }
        guard let inKeyword = j, file.is(inKeyword, "in"), let name = file.previousSignificant(before: inKeyword),
              file.kind(name) == .identifier, var brace = file.nextSignificant(after: i) else { return false }
        while file.kind(brace) != .openBrace, let next = file.nextSignificant(after: brace) { brace = next }
        guard file.kind(brace) == .openBrace, let close = file.partner(of: brace) else { return false }
        return (brace..<close).contains { k in
            guard file.kind(k) == .identifier, file.spelledAlike(k, name), !file.isMemberAccess(k) else { return false }
            let before = file.previousSignificant(before: k)
            return before.map { file.is($0, "=") || file.kind($0) == .colon || file.kind($0) == .openParen || file.kind($0) == .comma } ?? false
        }
    }

    /// What is wrong with `activity.end(…)`: no final content (nil or omitted, unless dismissed
    /// immediately), no `dismissalPolicy:`, or both.
    private func endProblem(_ paren: Int, in file: SourceFile) -> String? {
        guard let close = file.partner(of: paren) else { return nil }
        var policy: Int?
        for k in paren + 1..<close where file.enclosingOpener(of: k) == paren && file.isIdentifier(k, "dismissalPolicy")
            && file.kind(after: k) == .colon {
            policy = k
        }
        var first = file.nextSignificant(after: paren) ?? close
        // ActivityKit's end takes the content unlabelled, `using:` or only `dismissalPolicy:`:
        // `liveActivities.end(matchId: id, reason: .unfollowed)` is the app's own service.
        if let label = file.firstArgumentLabel(ofOpenParen: paren), !file.is(label, "using"), !file.is(label, "dismissalPolicy") {
            return nil
        }
        if let label = file.firstArgumentLabel(ofOpenParen: paren) {
            first = label == policy ? close : (file.nextSignificant(after: file.nextSignificant(after: label) ?? label) ?? close)
        }
        let noContent = first == close || file.is(first, "nil") && (file.kind(after: first) == .comma || file.kind(after: first) == .closeParen)
        // Even `.immediate` owes the fan the final content (the checklist: "provide a meaningful
        // final ContentState when calling end()"); a policy passed in a variable is not judged.
        let value = policy.flatMap { file.nextSignificant(after: $0) }.flatMap { file.nextSignificant(after: $0) }
        let literal = value.map { file.kind($0) == .dot } ?? false
        // `.default` lets the system keep the result up to four hours; cricket wants 15–30 minutes.
        let literalDefault = literal && value.flatMap({ file.nextSignificant(after: $0) }).map({ file.is($0, "default") }) == true
        if literalDefault || !literal && value.map({ ternaryChoosesDefault(from: $0, in: paren, close, file) }) == true {
            return noContent ? Self.defaultPolicyNoContentMessage : Self.defaultPolicyMessage
        }
        if literal, !noContent, let value, let seconds = dismissalSeconds(policyValue: value, in: file), seconds < Self.shortestDismissal {
            return Self.shortPolicyMessage(seconds)
        }
        switch (noContent && (policy == nil || literal), policy == nil) {
        case (true, true): return Self.bareEndMessage
        case (true, false): return Self.noContentMessage
        case (false, true): return Self.noPolicyMessage
        case (false, false): return nil
        }
    }

    /// Old activities ended to make way for the one the function then requests
    /// (`for old in Activity<A>.activities { await old.end(nil, …) }`, then `Activity.request(`):
    /// a replacement, with no result to show.
    private func replacesAfter(_ end: Int, in file: SourceFile) -> Bool {
        let tree = file.syntax
        guard let function = tree.ancestors(tree.node(atToken: end)).first(where: { tree.kind($0) == .function }) else { return false }
        return (end..<Int(tree[function].last)).contains { k in
            file.kind(k) == .identifier && file.is(k, "request") && file.kind(after: k) == .openParen
                && file.receiver(ofCallee: k).map { file.is($0, "Activity") || file.is($0, ">") } == true
        }
    }

    /// `dismissalPolicy: isAbandoned ? .immediate : .default`: a ternary, one of whose branches is `.default`.
    private func ternaryChoosesDefault(from value: Int, in paren: Int, _ close: Int, _ file: SourceFile) -> Bool {
        var ternary = false, chosen = false
        for k in value..<close where file.enclosingOpener(of: k) == paren {
            if file.kind(k) == .comma { break }
            if file.kind(k) == .operator, file.is(k, "?") { ternary = true }
            if file.kind(k) == .dot, let name = file.nextSignificant(after: k), file.is(name, "default") { chosen = true }
        }
        return ternary && chosen
    }

    static let unobservedMessage = "This activity is only read after it is requested; observe its activityStateUpdates as the others are, or hand it to what does."
    static let filteredMessage = "This loop lets only other states through, so a dismissed activity stays tracked; handle .dismissed here too."
    static let discardedMessage = "This activity is thrown away as it is requested, so nothing watches its activityStateUpdates; keep it and hand it to what watches the others."
    static let stateMessage = "Nothing observes this activity's activityStateUpdates; watch them and stop tracking on .dismissed."
    static let dismissedMessage = "activityStateUpdates are watched but .dismissed is never handled; stop tracking the activity there."
    static let noContentMessage = "This end() has no final content, so the fan never sees the result; pass the final match state."
    static let noPolicyMessage = "This end() sets no dismissalPolicy; pass .after(date) to keep the result up for 15–30 minutes."
    static let defaultPolicyMessage = "This end() uses .default, which keeps the result up to four hours; pass .after(date) 15–30 minutes on."
    static let defaultPolicyNoContentMessage = "This end() has no final content and a .default policy of up to four hours; pass the final state and .after(date)."
    static let bareEndMessage = "This end() has no final content or dismissalPolicy; pass the final match state and a policy."
}
