// Unbounded parallel writes through a store: the map's callback calls a function, declared in
// the store's file, that sends one single-item write (directly, or through a helper of the
// callback's own file).

import UmpireCore
import UmpireRuleSupport

extension DynamoUnboundedParallelWrites {
    public struct Facts: Sendable {
        /// Functions this file declares that send a single-item write.
        var writers: Set<String> = []
        /// Functions this file declares that call a module function named for a write
        /// (`saveSnapshot` calling `putItem`): a writer when one of those is, in any file.
        var relays: [String: Set<String>] = [:]
        /// `Promise.all(xs.map(…))` whose callback calls these functions and shows no write itself.
        var fanOuts: [(anchor: ProjectAnchor, callees: [String])] = []
    }

    public func facts(of context: RuleContext) -> Facts? {
        guard !context.isTestLike else { return nil }
        let file = context.file
        // A store module names DynamoDB (its client, an import of `./dynamo`): only there are
        // calls to write-named functions kept as relays, which costs a parse.
        let mayRelay = file.bytes.withUnsafeBufferPointer { ByteSearch.find(Self.dynamoBytes, in: $0) != nil }
        // A write command or a DocumentClient write (its TableName), or a fan-out: by bytes first.
        guard file.bytes.withUnsafeBufferPointer({ bytes in Self.writeNeedles.contains { ByteSearch.find($0, in: bytes) != nil } })
        else { return nil }
        var facts = Facts()
        for i in file.tokens.indices where file.kind(i) == .identifier {
            if file.isNewCommand(i, named: writeWords) || isDocumentClientWrite(i, in: file) {
                if let function = context.enclosingFunctionName(ofToken: i) { facts.writers.insert(function) }
            } else if mayRelay, file.kind(after: i) == .openParen, !file.isMemberAccess(i), DynamoCheckThenWrite.mayWrite(i, in: file), !file.isDeclaredName(i),
                      let function = context.enclosingFunctionName(ofToken: i), function != file.text(i) {
                facts.relays[function, default: []].insert(file.text(i))
            } else if file.is(i, "Promise"), !file.isMemberAccess(i), let dot = file.nextSignificant(after: i), file.kind(dot) == .dot,
                      let all = file.nextSignificant(after: dot), file.isOne(all, of: ["all", "allSettled"]),
                      let paren = file.nextSignificant(after: all), file.kind(paren) == .openParen, let close = file.partner(of: paren) {
                var maps = mapCalls(in: paren + 1..<close, in: file)
                if maps.isEmpty, let name = file.nextSignificant(after: paren), file.kind(name) == .identifier,
                   file.nextSignificant(after: name) == close {
                    maps = mapCalls(boundTo: file.text(name), before: i, in: file)
                }
                var callees = maps.filter { writesUnbounded(map: $0, in: file) == false }.flatMap { calledNames(inCallbackOf: $0, in: file) }
                callees += calledNames(inFunctionsNamed: Set(callees), in: context)
                if !callees.isEmpty { facts.fanOuts.append((ProjectAnchor(context, at: i, identity: "Promise.all"), callees)) }
            }
        }
        return facts.writers.isEmpty && facts.relays.isEmpty && facts.fanOuts.isEmpty ? nil : facts
    }

    /// `dynamo`, `Dynamo`, `DynamoDB`.
    static let dynamoBytes = Array("ynamo".utf8)

    static let writeNeedles = [Array("Command".utf8), Array("TableName".utf8), Array("Promise.all".utf8)]

    public func check(project files: [FileFacts<Facts>], into findings: inout ProjectFindingSink) {
        for (_, project) in Dictionary(grouping: files, by: \.projectRoot) {
            var writers = project.reduce(into: Set<String>()) { $0.formUnion($1.facts.writers) }
            // A store function over a generic helper (`saveSnapshot` → `putItem` → PutCommand) writes
            // too: relays joined, a few steps deep.
            let relays = project.reduce(into: [String: Set<String>]()) { $0.merge($1.facts.relays) { $0.union($1) } }
            for _ in 0..<3 {
                let more = relays.filter { !writers.contains($0.key) && !$0.value.isDisjoint(with: writers) }.map(\.key)
                if more.isEmpty { break }
                writers.formUnion(more)
            }
            for fanOut in project.flatMap(\.facts.fanOuts) {
                guard let writer = fanOut.callees.first(where: writers.contains) else { continue }
                findings.report(at: fanOut.anchor, Self.storeMessage(writer))
            }
        }
    }

    static func storeMessage(_ writer: String) -> String {
        "These \(writer) calls each send one write, all at once; send BatchWriteCommand chunks of 25 and retry UnprocessedItems."
    }

    /// The functions a map's callback calls: in an arrow given inline, in a local arrow the map
    /// is given by name (`const dropGone = (token) => removeSubscription(matchId, token)`), or
    /// the function the map is given itself (`entries.map(saveRankingEntry)`).
    private func calledNames(inCallbackOf map: Int, in file: SourceFile) -> [String] {
        guard let paren = file.nextSignificant(after: map), let close = file.partner(of: paren) else { return [] }
        var range = paren + 1..<close
        if let only = file.nextSignificant(after: paren), file.kind(only) == .identifier, file.nextSignificant(after: only) == close {
            guard let bound = initializer(of: file.text(only), before: map, in: file) else {
                // `entries.map(saveRankingEntry)`: the function itself, called once per item.
                return [file.text(only)]
            }
            range = bound
        }
        return range.filter { file.kind($0) == .identifier && file.kind(after: $0) == .openParen && !file.isDeclaredName($0) }.map(file.text)
    }

    /// `(sub) => recordDelivery(sub, now)`, where this file's `recordDelivery` calls the store's
    /// `markPushed`: what the file's functions of those names call, one step down.
    private func calledNames(inFunctionsNamed names: Set<String>, in context: RuleContext) -> [String] {
        guard !names.isEmpty, names.contains(where: { mayDeclareFunction(named: $0, in: context.file) }) else { return [] }
        let tree = context.file.syntax
        return names.flatMap(tree.functions(named:)).sorted().flatMap { function -> [String] in
            guard let body = tree.child(function, .block) else { return [] }
            return tree.descendants(body).filter { tree.kind($0) == .call }.map(tree.nameText)
        }
    }

    /// Whether a function or method with a body may be declared under `name`, told by tokens:
    /// `name(…) {`, `name(…): T {` or a generic `name<T>(`. A fan-out's callees are mostly other
    /// modules' functions, and a file would otherwise be parsed only to find none of them.
    private func mayDeclareFunction(named name: String, in file: SourceFile) -> Bool {
        let occurrences = file.occurrences(ofName: name)
        // A method named as a keyword (`delete`) is not in the identifier index.
        guard !occurrences.isEmpty else { return true }
        return occurrences.contains { i in
            guard var next = file.nextSignificant(after: i) else { return false }
            if file.is(next, "?") || file.is(next, "!"), let after = file.nextSignificant(after: next) { next = after }
            if file.is(next, "<") { return true }
            guard file.kind(next) == .openParen, let close = file.partner(of: next), let after = file.nextSignificant(after: close) else { return false }
            return file.kind(after) == .openBrace || file.kind(after) == .colon
        }
    }

    /// The tokens of `const name = …` before `use`, to the end of its statement.
    private func initializer(of name: String, before use: Int, in file: SourceFile) -> Range<Int>? {
        var j = use - 1
        while j > 0 {
            defer { j -= 1 }
            guard file.kind(j) == .identifier, file.text(j) == name, let keyword = file.previousSignificant(before: j),
                  file.isOne(keyword, of: ["const", "let"]), let equals = file.nextSignificant(after: j), file.is(equals, "=") else { continue }
            var end = equals + 1
            while end < use, file.kind(end) != .semicolon, file.kind(end) != .newline || file.enclosing[end] != file.enclosing[j] {
                if let p = file.partner(of: end), p > end { end = p + 1 } else { end += 1 }
            }
            return equals + 1..<end
        }
        return nil
    }
}
