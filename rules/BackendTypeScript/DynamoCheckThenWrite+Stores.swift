// Check-then-write across a store: a handler reads through one store function and writes through
// another, declared in the store's file, that puts without a condition.

import UmpireCore
import UmpireRuleSupport

extension DynamoCheckThenWrite {
    public struct Facts: Sendable {
        /// Functions this file declares that write without a ConditionExpression: name → table.
        var writers: [String: String] = [:]
        /// Functions that write to the table their caller passes, under the condition it passes
        /// if any (`putItem(table, item, condition?)`): name → which parameters.
        var passedWriters: [String: PassedWriter] = [:]
        /// Store reads followed, in the same function, by a call that depends on their result.
        var checks: [StoreCheck] = []
        /// Functions that read through a generic getter handed a table (`getFollow` returning
        /// `getItem(tables.follows, key)`): name → the table's text.
        var getterTables: [String: String] = [:]
    }

    struct StoreCheck: Sendable {
        let anchor: ProjectAnchor
        let readWords: [String]
        let callee: String
        /// The store function that read (`getFollow`), whose own table a passed writer may be handed.
        let readCallee: String
        /// The table the read was handed (`getItem(TABLES.devices, …)`), and what the write call
        /// passes, each argument's text: a passed writer's table and condition are among them.
        var readTable: String? = nil
        var writeArguments: [String] = []
    }

    /// Positions of a generic writer's parameters: the table, and the condition (nil: it has none).
    struct PassedWriter: Sendable {
        let table: Int
        let condition: Int?
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
            if file.isNewCommand(i, named: writeWords) {
                guard let object = file.firstObjectArgument(ofCallee: i) else { continue }
                // The table its caller passes first (`putItem(table, item)`): a helper, not one table's writer.
                if let (function, writer) = passedWriter(object, at: i, in: context) {
                    facts.passedWriters[function] = writer
                } else if file.member("ConditionExpression", ofBrace: object) == nil, let table = tableName(object, in: file),
                          let function = context.enclosingFunctionName(ofToken: i) {
                    facts.writers[function] = table
                }
                continue
            }
            if Self.namesGetter(i, in: file), let (function, table) = tableGetter(at: i, in: context), facts.getterTables[function] == nil {
                facts.getterTables[function] = table
            }
            if let read = read(at: i, in: file), read.table == nil, let body = file.enclosingFunctionBody(of: i),
                      let end = file.partner(of: body) {
                // A check and its write sit close: the first few write-named calls after the read
                // are judged (each one the read guards: a delete before the put may come first),
                // so a handler of n reads and writes stays linear.
                var judged = 0
                var call = i + 1
                while call < end, judged < 4 {
                    defer { call += 1 }
                    guard isAwaitedCall(call, in: file), Self.mayWrite(call, in: file), file.enclosingFunctionBody(of: call) == body else { continue }
                    judged += 1
                    guard file.isGuarded(call, byTestOf: read.result, after: i) else { continue }
                    // At the write, where the condition goes, as for a write in the file.
                    facts.checks.append(StoreCheck(anchor: ProjectAnchor(context, at: call, identity: "store-write"), readWords: read.nameWords,
                                                   callee: file.text(call), readCallee: file.text(i), readTable: read.passedTable,
                                                   writeArguments: Self.argumentTexts(ofCallee: call, in: file)))
                }
            }
        }
        return facts.writers.isEmpty && facts.passedWriters.isEmpty && facts.checks.isEmpty && facts.getterTables.isEmpty ? nil : facts
    }

    public func check(project files: [FileFacts<Facts>], into findings: inout ProjectFindingSink) {
        for (_, project) in Dictionary(grouping: files, by: \.projectRoot) {
            var writers: [String: String] = [:]
            var passedWriters: [String: PassedWriter] = [:]
            var getterTables: [String: String] = [:]
            for file in project {
                writers.merge(file.facts.writers) { first, _ in first }
                passedWriters.merge(file.facts.passedWriters) { first, _ in first }
                getterTables.merge(file.facts.getterTables) { first, _ in first }
            }
            var reported: Set<ProjectAnchor> = []
            for check in project.flatMap(\.facts.checks) {
                if let table = writers[check.callee], Read.sharesWord(check.readWords, table: table),
                   reported.insert(check.anchor).inserted {
                    findings.report(at: check.anchor, Self.storeMessage(check.callee))
                } else if let writer = passedWriters[check.callee], writer.table < check.writeArguments.count,
                          [check.readTable, getterTables[check.readCallee]].contains(check.writeArguments[writer.table]),
                          writer.condition.map({ $0 >= check.writeArguments.count }) ?? true,
                          !check.writeArguments.contains(where: { $0.contains("ConditionExpression") }), reported.insert(check.anchor).inserted {
                    findings.report(at: check.anchor, Self.passedMessage(check.callee))
                }
            }
        }
    }

    /// `return getItem<FollowRecord>(tables.follows, { userId, gameId })` in `getFollow`: a
    /// generic getter handed a table, and the function that calls it.
    private func tableGetter(at i: Int, in context: RuleContext) -> (String, String)? {
        let file = context.file
        guard let paren = file.callParen(afterName: i), let first = file.nextSignificant(after: paren),
              file.kind(first) != .closeParen else { return nil }
        // By its tokens alone: most getters are handed a key, and a store file is not parsed for this.
        let argument = file.expression(from: first)
        guard argument.contains(where: { file.kind($0) == .identifier && (file.contains($0, "able") || file.contains($0, "ABLE")) }),
              !file.isDeclaredName(i), let function = CopyExtractor.enclosingFunctionName(of: i, in: file),
              function.hasPrefix("get") else { return nil }
        return (function, file.compactText(argument))
    }

    static func storeMessage(_ writer: String) -> String {
        "\(writer) writes without a condition, and only the read above decides whether it runs: two requests both pass; make its write conditional (ConditionExpression) and drop the read."
    }

    static func passedMessage(_ writer: String) -> String {
        "\(writer) is called without a condition, and only the read above decides whether it runs: two requests both pass; pass it a ConditionExpression and drop the read."
    }

    /// `putItem(table, item, condition?)`: a write command whose TableName is one of its
    /// function's parameters, and whose ConditionExpression, if it has one, is another.
    private func passedWriter(_ object: Int, at i: Int, in context: RuleContext) -> (String, PassedWriter)? {
        let file = context.file
        guard let table = file.member("TableName", ofBrace: object)?.value, table.count == 1, file.kind(table.lowerBound) == .identifier,
              let passed = context.parameterPosition(ofNameAt: table.lowerBound) else { return nil }
        guard let condition = file.member("ConditionExpression", ofBrace: object) else {
            return (passed.function, PassedWriter(table: passed.index, condition: nil))
        }
        guard let value = condition.value, value.count == 1, file.kind(value.lowerBound) == .identifier,
              let conditionPassed = context.parameterPosition(ofNameAt: value.lowerBound) else { return nil }
        return (passed.function, PassedWriter(table: passed.index, condition: conditionPassed.index))
    }

    /// Each argument's text, spaces left out, of the call whose callee is at `callee` (read from
    /// the tokens: a file of store calls is not parsed for it).
    static func argumentTexts(ofCallee callee: Int, in file: SourceFile) -> [String] {
        guard let paren = file.callParen(afterName: callee), let close = file.partner(of: paren) else { return [] }
        var texts: [String] = []
        var next = file.nextSignificant(after: paren)
        while let first = next, first < close {
            let argument = file.expression(from: first)
            texts.append(file.compactText(argument))
            guard let comma = file.nextSignificant(after: argument.upperBound), file.kind(comma) == .comma else { break }
            next = file.nextSignificant(after: comma)
        }
        return texts
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
