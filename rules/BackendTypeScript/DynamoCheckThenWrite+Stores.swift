// Check-then-write across a store: a handler reads through one store function and writes through
// another, declared in the store's file, that puts without a condition.

import UmpireCore
import UmpireRuleSupport

extension DynamoCheckThenWrite {
    public struct Facts: Sendable {
        /// Functions this file declares that write without a ConditionExpression: name → table.
        var writers: [String: String] = [:]
        /// Store reads followed, in the same function, by a call that depends on their result.
        var checks: [StoreCheck] = []
    }

    struct StoreCheck: Sendable {
        let anchor: ProjectAnchor
        let readWords: [String]
        let callee: String
    }

    public func facts(of context: RuleContext) -> Facts? {
        guard !context.isTestLike else { return nil }
        let file = context.file
        // A write command, or an awaited store getter: by bytes first.
        guard file.bytes.withUnsafeBufferPointer({ bytes in
            ByteSearch.find(Array("Command".utf8), in: bytes) != nil || ByteSearch.find(Array("await ".utf8), in: bytes) != nil
                && ByteSearch.find(Array("get".utf8), in: bytes) != nil
        }) else { return nil }
        var facts = Facts()
        for i in file.tokens.indices where file.kind(i) == .identifier {
            if file.isNewCommand(i, named: writeWords), let object = file.firstObjectArgument(ofCallee: i),
               file.member("ConditionExpression", ofBrace: object) == nil, let table = tableName(object, in: file),
               let function = context.enclosingFunctionName(ofToken: i) {
                facts.writers[function] = table
            } else if let read = read(at: i, in: file), read.table == nil, let body = file.enclosingFunctionBody(of: i),
                      let end = file.partner(of: body) {
                // A check and its write sit close: the first few write-named calls after the read
                // are judged, so a handler of n reads and writes stays linear.
                var judged = 0
                var call = i + 1
                while call < end, judged < 4 {
                    defer { call += 1 }
                    guard isAwaitedCall(call, in: file), Self.mayWrite(call, in: file), file.enclosingFunctionBody(of: call) == body else { continue }
                    judged += 1
                    guard file.isGuarded(call, byTestOf: read.result, after: i) else { continue }
                    // At the write, where the condition goes, as for a write in the file.
                    facts.checks.append(StoreCheck(anchor: ProjectAnchor(context, at: call, identity: "store-write"), readWords: read.nameWords,
                                                   callee: file.text(call)))
                    break
                }
            }
        }
        return facts.writers.isEmpty && facts.checks.isEmpty ? nil : facts
    }

    public func check(project files: [FileFacts<Facts>], into findings: inout ProjectFindingSink) {
        for (_, project) in Dictionary(grouping: files, by: \.projectRoot) {
            var writers: [String: String] = [:]
            for file in project { writers.merge(file.facts.writers) { first, _ in first } }
            var reported: Set<ProjectAnchor> = []
            for check in project.flatMap(\.facts.checks) {
                guard let table = writers[check.callee], Read.sharesWord(check.readWords, table: table),
                      reported.insert(check.anchor).inserted else { continue }
                findings.report(at: check.anchor, Self.storeMessage(check.callee))
            }
        }
    }

    static func storeMessage(_ writer: String) -> String {
        "\(writer) writes without a condition, and only the read above decides whether it runs: two requests both pass; make its write conditional (ConditionExpression) and drop the read."
    }

    /// Verbs a store function that writes is named with (`followMatch`, `putSubscription`): the
    /// name filters the calls before the guard is looked for.
    static let writeVerbs = ["put", "create", "add", "set", "save", "insert", "upsert", "register", "follow", "update", "delete",
                             "remove", "mark", "record", "store", "write", "unfollow", "subscribe"].map { Array($0.utf8) }

    static func mayWrite(_ i: Int, in file: SourceFile) -> Bool {
        let start = file.tokens[i].start.value, length = Int(file.tokens[i].length)
        return writeVerbs.contains { verb in verb.count <= length && verb.indices.allSatisfy { file.bytes[start + $0] == verb[$0] } }
    }

    /// `await followMatch(…)` or `await store.followMatch(…)`: the callee's name token.
    private func isAwaitedCall(_ i: Int, in file: SourceFile) -> Bool {
        guard file.kind(i) == .identifier, file.kind(after: i) == .openParen, !file.isDeclaredName(i) else { return false }
        let start = file.receiver(ofCallee: i) ?? i
        return file.previousSignificant(before: start).map { file.is($0, "await") } ?? false
    }
}
