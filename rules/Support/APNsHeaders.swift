// What the APNs rules share: where a header or payload key is set, and what marks a Live Activity push.

import UmpireCore

/// One place a named value is set: `"apns-topic": …` in an object, `headers["apns-topic"] = …`,
/// `note.topic = …`, or `req.setHeader("apns-topic", …)`.
package struct APNsSetting {
    /// The key's token (identifier or the key string's `stringStart`).
    package let key: Int
    let name: String
    package let value: ClosedRange<Int>
    /// The object literal the key is in, if any.
    package let object: Int?
}

package enum APNsHeaders {
    static let setterCalls = ["setHeader", "set", "append", "header"]

    /// Every setting in the file whose name is one of `names` (compared case-insensitively).
    package static func settings(named names: [String], in file: SourceFile) -> [APNsSetting] {
        let wanted = Words.lowerBytes(names)
        var result: [APNsSetting] = []
        for i in file.tokens.indices where file.kind(i) == .identifier || file.kind(i) == .stringStart {
            guard file.spellsAny(i, of: wanted), let name = file.keyName(i) else { continue }
            if let setting = setting(at: i, name: name, in: file) { result.append(setting) }
        }
        return result
    }

    /// `{ priority, … }`: a key set from the variable of its name (the value is that name).
    package static func shorthandSettings(named name: String, in file: SourceFile) -> [APNsSetting] {
        file.occurrences(ofName: name).compactMap { i in
            guard let brace = file.enclosingOpener(of: i), file.kind(brace) == .openBrace, let before = file.previousSignificant(before: i),
                  before == brace || file.kind(before) == .comma, let after = file.nextSignificant(after: i),
                  file.kind(after) == .comma || file.kind(after) == .closeBrace, !isTypeMember(i, in: file) else { return nil }
            return APNsSetting(key: i, name: name, value: i...i, object: brace)
        }
    }

    private static func setting(at i: Int, name: String, in file: SourceFile) -> APNsSetting? {
        let keyEnd = file.kind(i) == .stringStart ? (file.partner(of: i) ?? i) : i
        guard let after = file.nextSignificant(after: keyEnd), let before = file.previousSignificant(before: i) else { return nil }
        // `{ "apns-topic": value }`; not `interface Notification { pushType: PushType }`, whose
        // value is a type (a union of every push type is no push).
        if file.kind(after) == .colon, let brace = file.enclosingOpener(of: i), file.kind(brace) == .openBrace,
           let key = file.memberKeys(ofBrace: brace).first(where: { $0.token == i }), let value = key.value, !isTypeMember(i, in: file) {
            return APNsSetting(key: i, name: name, value: value, object: brace)
        }
        // `note.topic = value`, `headers["apns-topic"] = value`.
        if file.kind(i) == .identifier, file.kind(before) == .dot, file.is(after, "="), let first = file.nextSignificant(after: after) {
            return APNsSetting(key: i, name: name, value: file.expression(from: first), object: nil)
        }
        if file.kind(i) == .stringStart, file.kind(before) == .openBracket, file.kind(after) == .closeBracket,
           let equals = file.nextSignificant(after: after), file.is(equals, "="), let first = file.nextSignificant(after: equals) {
            return APNsSetting(key: i, name: name, value: file.expression(from: first), object: nil)
        }
        // `req.setHeader("apns-topic", value)`.
        if file.kind(i) == .stringStart, file.kind(before) == .openParen, file.kind(after) == .comma,
           let callee = file.callee(ofOpenParen: before), file.isOne(callee, of: setterCalls),
           let first = file.nextSignificant(after: after) {
            return APNsSetting(key: i, name: name, value: file.expression(from: first), object: nil)
        }
        return nil
    }

    /// A member of an interface or an object type (`readonly pushType: PushType`), not of a value.
    private static func isTypeMember(_ i: Int, in file: SourceFile) -> Bool {
        guard file.language == .typeScript else { return false }
        let tree = file.syntax
        return tree.ancestors(tree.node(atToken: i)).contains { node in
            tree.kind(node) == .type || tree.kind(node) == .typeAlias || tree[node].typeDeclarationKind == .interface
        }
    }

    /// The function body around a token, or -1 for top-level code: the scope a push is built in.
    package static func scope(of i: Int, in file: SourceFile) -> Int {
        file.enclosingFunctionBody(of: i) ?? -1
    }

    /// The scopes that build a Live Activity payload: a `content-state` key is set in them.
    /// Also the scopes that call a function of this file that builds one (`apns.send(token,
    /// headers, buildStartPayload(…))`): the push sends what the helper builds.
    package static func liveActivityScopes(in file: SourceFile, evidence: [String]) -> Set<Int> {
        var scopes = Set(settings(named: evidence, in: file).map { scope(of: $0.key, in: file) })
        let tree = file.syntax
        // `function buildStartPayload(…) {`, or `const buildStartPayload = (…) => {`.
        let builders = Set(scopes.filter { $0 >= 0 }.compactMap { body -> String? in
            guard let owner = tree.ancestors(tree.node(atToken: body)).first(where: { [.function, .closure].contains(tree.kind($0)) }) else { return nil }
            if tree.kind(owner) == .function { return tree.nameText(owner) }
            return tree.parent(owner).flatMap { tree.kind($0) == .binding ? tree.nameText($0) : nil }
        }.filter { !$0.isEmpty })
        guard !builders.isEmpty else { return scopes }
        for name in builders {
            for call in tree.calls(named: name) {
                scopes.insert(scope(of: Int(tree[call].first), in: file))
            }
        }
        return scopes
    }

    /// The header objects a module constant holds (`const DELAY_HEADERS = { … }`) that one of
    /// `scopes` hands on as they are, or that one of them writes inline in its send: the push it
    /// sends carries those headers. A use spread into
    /// another object (`{ ...DELAY_HEADERS, "apns-push-type": "liveactivity" }`) may override them,
    /// and does not count, unless it is the object's last entry (`{ ...authHeaders(), ...BASE_HEADERS }`).
    package static func objects(_ settings: [APNsSetting], passedIn scopes: Set<Int>, payloadKeys: [String], in file: SourceFile) -> Set<Int> {
        var passed: Set<Int> = []
        for object in Set(settings.compactMap(\.object)) {
            // Headers written inline in a send whose payload is the Live Activity's
            // (`send(token, { "apns-push-type": "background", … }, payload)`, `payload` a content-state).
            if scope(of: object, in: file) >= 0, scopes.contains(scope(of: object, in: file)), sendsPayload(beside: object, keys: Set(payloadKeys), in: file) {
                passed.insert(object)
                continue
            }
            guard let equals = file.previousSignificant(before: object), file.is(equals, "="),
                  let name = file.previousSignificant(before: equals), file.kind(name) == .identifier else { continue }
            let handedOn = file.occurrences(ofIdentifier: name).contains { use in
                use != name && scopes.contains(scope(of: use, in: file)) && (!isSpread(use, in: file) || isLastEntry(use, in: file))
            }
            if handedOn { passed.insert(object) }
        }
        return passed
    }

    /// The call an inline headers object is given to also carries the Live Activity's payload
    /// (a `content-state`, by `keys`): in an object written in the call, or in a local of the
    /// same function the call hands on (its nearest declaration before the call).
    private static func sendsPayload(beside object: Int, keys: Set<String>, in file: SourceFile) -> Bool {
        guard let paren = file.enclosingOpener(of: object), file.kind(paren) == .openParen, let close = file.partner(of: paren) else { return false }
        func holdsKey(_ range: Range<Int>) -> Bool { range.contains { file.keyName($0).map(keys.contains) == true } }
        if holdsKey(paren + 1..<close) { return true }
        for k in paren + 1..<close where file.kind(k) == .identifier && file.enclosingOpener(of: k) == paren {
            guard let declared = file.occurrences(ofIdentifier: k).last(where: { $0 < k && file.previousSignificant(before: $0).map { file.isOne($0, of: ["const", "let"]) } == true }),
                  scope(of: declared, in: file) == scope(of: object, in: file),
                  let equals = file.nextSignificant(after: declared), file.is(equals, "="),
                  let start = file.nextSignificant(after: equals), file.kind(start) == .openBrace, let end = file.partner(of: start) else { continue }
            if holdsKey(start..<end) { return true }
        }
        return false
    }

    private static func isSpread(_ use: Int, in file: SourceFile) -> Bool {
        file.previousSignificant(before: use).map { file.is($0, "...") } ?? false
    }

    /// Nothing after it in its object literal overrides what it spreads.
    private static func isLastEntry(_ use: Int, in file: SourceFile) -> Bool {
        guard var next = file.nextSignificant(after: use) else { return false }
        if file.kind(next) == .comma, let after = file.nextSignificant(after: next) { next = after }
        return file.kind(next) == .closeBrace
    }

    /// The strings a header's value is written with: literals, what the file assigns a name it
    /// holds, and what a method or getter of this file named by `this.name` returns.
    package static func strings(in value: ClosedRange<Int>, _ file: SourceFile, resolving: Bool = true) -> [(start: Int, text: String)] {
        var result: [(Int, String)] = []
        var j = value.lowerBound
        while j <= value.upperBound {
            if file.kind(j) == .stringStart { result.append((j, file.literalText(ofStringAt: j))) }
            // `topic: LIVE_ACTIVITY_TOPIC`: what the file assigns it, not what it is called.
            if resolving, file.kind(j) == .identifier, file.isPlainName(j) {
                for assigned in file.assignedValues(of: j) { result += strings(in: assigned, file, resolving: false) }
            }
            // `"apns-topic": this.liveActivityTopic`: what the class's getter of that name returns.
            if resolving, file.kind(j) == .identifier, let dot = file.previousSignificant(before: j), file.kind(dot) == .dot,
               let receiver = file.previousSignificant(before: dot), file.is(receiver, "this") {
                result += returnedStrings(ofMethodNamed: file.text(j), in: file)
            }
            if file.kind(j) == .openParen || file.kind(j) == .stringStart || file.kind(j) == .openBrace,
               let p = file.partner(of: j), p > j { j = p + 1 } else { j += 1 }
        }
        return result
    }

    /// The string literals a method or getter of this file returns (`get liveActivityTopic() { return
    /// `${this.config.bundleId}.push-type.liveactivity` }`).
    private static func returnedStrings(ofMethodNamed name: String, in file: SourceFile) -> [(start: Int, text: String)] {
        let tree = file.syntax
        return tree.functions(named: name).flatMap { function -> [(start: Int, text: String)] in
            guard let body = tree.child(function, .block) else { return [] }
            return tree.returnStatements(in: body).compactMap { statement in
                guard let value = tree.firstChild(statement), tree.kind(value) == .string else { return nil }
                let start = Int(tree[value].first)
                return (start, file.literalText(ofStringAt: start))
            }
        }
    }

    /// `com.example.app`, `${BUNDLE_ID}.push-type.liveactivity`: a value that is an APNs topic.
    package static func looksLikeTopic(_ text: String) -> Bool {
        let dots = text.filter { $0 == "." }.count
        return dots >= 2 && !text.contains(" ") && !text.hasSuffix(".")
            || text.contains(".push-type.")
    }
}
