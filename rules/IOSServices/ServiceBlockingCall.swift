// Flags calls in services that block the calling thread: semaphores, waits, sleeps, synchronous loads.

import UmpireCore
import UmpireRuleSupport

public struct ServiceBlockingCall: Rule {
    static let path = "ios/CricketApp/Services/RealScoreService.swift"

    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "service-blocking-call", area: .iosServices, languages: [.swift], roles: [.service],
        excludedRoles: [.test], severity: .error,
        summary: "A blocking call in a service: semaphore, wait, sleep or synchronous load",
        rationale: """
            Services are @MainActor: a semaphore wait, a sleep or a synchronous `Data(contentsOf:)` \
            freezes scrolling and animations until it returns, and the watchdog kills an app that \
            blocks the main thread at launch. Async functions suspend instead, so the score keeps \
            updating while a request is in flight.
            """,
        fix: "Use the async API (`try await session.data(from:)`, `try await Task.sleep(for:)`) and await it.",
        options: [blockingTypesOption.declaration, synchronousLoadersOption.declaration],
        limitations: """
            A `.wait()` is not flagged when awaited (`await barrier.wait()`), nor is anything in \
            a `static func` of a type that is not `@MainActor` (a file utility such as `enum \
            Disk`, which runs on its caller's thread), nor a file read inside an `actor` (its own \
            executor, off the main actor); a queue's `.sync` \
            counts when it takes a closure (`queue.sync { … }`), not a method of your own named \
            sync. Blocking calls in \
            helpers outside Services/, or inside a library the service calls, are not seen.
            """,
        triggering: [
            Example("""
                func token() -> String? {
                    let semaphore = ↓DispatchSemaphore(value: 0)
                    Task { await refresh(); semaphore.signal() }
                    semaphore.↓wait()
                    return cached
                }
                """, path: path),
            Example("""
                func poll() {
                    while !isDone { ↓Thread.sleep(forTimeInterval: 2) }
                    ↓usleep(500_000)
                    ↓sleep(1)
                }
                """, path: path),
            Example("let data = try ↓Data(contentsOf: url)", path: path),
            Example("_ = group.↓wait(timeout: .now() + 5)", path: path),
            Example("""
                private let tokenReady = ↓NSConditionLock(condition: 0)
                func pushToken() -> String? {
                    tokenReady.lock(whenCondition: 1)
                    defer { tokenReady.unlock() }
                    return token
                }
                """, path: "ios/CricketApp/Services/RealPushService.swift",
                options: ["blockingTypes": .array(["DispatchSemaphore", "NSConditionLock"].map(JSONValue.string))]),
            Example(#"let fixtures = try ↓String(contentsOf: fixturesURL, encoding: .utf8)"#, path: path,
                    options: ["synchronousLoaders": .array(["Data", "String"].map(JSONValue.string))]),
            // Hopping queues synchronously: a trailing closure, and `execute:` with a work item.
            Example("""
                func currentToken() -> String? {
                    DispatchQueue.main.↓sync { token }
                }
                func flush() { storageQueue.↓sync(execute: drainPending) }
                """, path: "ios/CricketApp/Services/RealPushService.swift"),
        ],
        nonTriggering: [
            // A cache that is its own actor reads its file off the main actor.
            Example("""
                actor DataCache {
                    func load(_ fileURL: URL) throws -> [Game] {
                        let data = try Data(contentsOf: fileURL)
                        return try JSONDecoder().decode([Game].self, from: data)
                    }
                }
                """, path: "ios/SportsWidget/Services/DataCache.swift", trap: .lookAlike),
            Example("""
                func poll() async throws {
                    while !isDone { try await Task.sleep(for: .seconds(2)) }
                    let (data, _) = try await session.data(from: url)
                    cache = data
                }
                """, path: path),
            Example("await barrier.wait()\ntry await self.gate?.wait()", path: path, trap: .lookAlike),
            Example("func sleep(_ seconds: Int) async { try? await Task.sleep(for: .seconds(seconds)) }", path: path, trap: .lookAlike),
            Example("let data = Data(capacity: 64)\nlet body = try JSONEncoder().encode(request)", path: path, trap: .lookAlike),
            Example("""
                func refresh() async throws {
                    try await store.sync()
                    await MainActor.run { state = cached }
                    DispatchQueue.main.async { self.isRefreshing = false }
                }
                """, path: path, trap: .lookAlike),
            Example("semaphore.wait()", path: "ios/CricketAppTests/ScoreServiceTests.swift", trap: .lookAlike),
            // A static file utility under Services/ runs on its caller's thread; it is no service.
            Example("""
                enum ScoreDisk {
                    static func load(_ name: String) throws -> Data {
                        try Data(contentsOf: directory.appendingPathComponent(name))
                    }
                }
                """, path: "ios/CricketApp/Services/Storage/ScoreDisk.swift", trap: .lookAlike),
            Example(#"logger.debug("sleep(1) before retry; DispatchSemaphore removed")"#, path: path, trap: .inString),
            Example("// Thread.sleep(forTimeInterval: 1) was here", path: path, trap: .inComment),
        ]) }

    let blockingTypes: [String]
    let loaders: [String]

    static let blockingTypesOption = Option<[String]>(RuleOption("blockingTypes", default: .array([.string("DispatchSemaphore")]),
        help: "Types whose use in a service means blocking on a signal."))
    static let synchronousLoadersOption = Option<[String]>(RuleOption("synchronousLoaders", default: .array([.string("Data")]),
        help: "Types whose `init(contentsOf:)` loads synchronously."))

    public init(options: RuleOptions) {
        blockingTypes = options[Self.blockingTypesOption]
        loaders = options[Self.synchronousLoadersOption]
    }

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        let utilities = staticUtilityBodies(in: file)
        // `actor DataCache { … try Data(contentsOf: fileURL) … }`: a file read on the actor's own
        // executor, off the main actor, as the fix says to do it.
        let actors = file.swiftTypeDeclarations().compactMap { type -> ClosedRange<Int>? in
            guard type.kind == .actor, let open = type.bodyOpen, let close = file.partner(of: open) else { return nil }
            return open...close
        }
        for i in file.tokens.indices where file.kind(i) == .identifier && !file.isDeclaredName(i) {
            if utilities.contains(where: { $0.contains(i) }) { continue }
            let call = file.kind(after: i) == .openParen
            if file.isOne(i, of: blockingTypes), !file.isMemberAccess(i) {
                findings.report(file, at: i, Self.message(file.text(i), "await an async API instead"))
            } else if file.is(i, "sync"), file.isMemberAccess(i), isClosureCall(i, in: file) {
                findings.report(file, at: i, Self.message(".sync { }", "hop with `await MainActor.run { }` or an actor instead"))
            } else if call, file.is(i, "wait"), file.isMemberAccess(i), !isAwaited(i, in: file) {
                findings.report(file, at: i, Self.message(".wait()", "await the work instead"))
            } else if call, file.isOne(i, of: ["sleep", "usleep"]) {
                if !file.isMemberAccess(i) {
                    findings.report(file, at: i, Self.message("\(file.text(i))()", "use `try await Task.sleep(for:)`"))
                } else if let receiver = file.receiver(ofCallee: i), file.is(receiver, "Thread") {
                    findings.report(file, at: receiver, Self.message("Thread.sleep", "use `try await Task.sleep(for:)`"))
                }
            } else if call, file.isOne(i, of: loaders), !file.isMemberAccess(i), !actors.contains(where: { $0.contains(i) }),
                      let paren = file.nextSignificant(after: i),
                      let label = file.firstArgumentLabel(ofOpenParen: paren), file.is(label, "contentsOf") {
                findings.report(file, at: i, Self.message("\(file.text(i))(contentsOf:)", "load with `try await session.data(from:)`"))
            }
        }
    }

    /// Bodies of `static func`s in a type or extension that is not `@MainActor` (`enum Disk {
    /// static func load(…) }`): a file utility that runs on whatever thread calls it, not the
    /// main-actor service the rule protects.
    private func staticUtilityBodies(in file: SourceFile) -> [ClosedRange<Int>] {
        var bodies: [ClosedRange<Int>] = []
        for type in file.swiftTypeDeclarations() where type.kind != .protocol && !file.any(type.modifiers, is: "@MainActor") {
            for member in file.members(of: type) where member.kind == .func {
                guard member.modifiers.contains(where: { file.is($0, "static") || file.is($0, "class") }),
                      !file.any(member.modifiers, is: "@MainActor"), let open = member.bodyOpen,
                      let close = file.partner(of: open) else { continue }
                bodies.append(open...close)
            }
        }
        return bodies
    }

    /// `queue.sync { … }`, `queue.sync(execute: work)`, `queue.sync(flags: .barrier) { … }`: a
    /// dispatch queue's blocking call, not a method named sync (`try await store.sync()`).
    private func isClosureCall(_ i: Int, in file: SourceFile) -> Bool {
        guard let next = file.nextSignificant(after: i) else { return false }
        if file.kind(next) == .openBrace { return true }
        guard file.kind(next) == .openParen, let label = file.firstArgumentLabel(ofOpenParen: next) else { return false }
        return file.isOne(label, of: ["execute", "flags"])
    }

    /// `await x.y.wait()`, `try await gate?.wait()`: the start of the receiver chain follows `await`.
    private func isAwaited(_ i: Int, in file: SourceFile) -> Bool {
        var start = i
        while let dot = file.previousSignificant(before: start), file.kind(dot) == .dot,
              var operand = file.previousSignificant(before: dot) {
            if file.is(operand, "?") || file.is(operand, "!"), let inner = file.previousSignificant(before: operand) { operand = inner }
            switch file.kind(operand) {
            case .closeParen, .closeBracket:
                guard let open = file.partner(of: operand) else { return false }
                start = open
                if let callee = file.previousSignificant(before: open), file.kind(callee) == .identifier { start = callee }
            case .identifier, .keyword:
                start = operand
            default:
                return false
            }
        }
        return file.previousSignificant(before: start).map { file.is($0, "await") } ?? false
    }

    static func message(_ call: String, _ instead: String) -> String {
        "\(call) blocks the main actor while it waits; \(instead)."
    }
}
