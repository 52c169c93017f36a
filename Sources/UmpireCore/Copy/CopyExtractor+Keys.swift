// Backend copy found by where a literal goes: a copy key's value, a variable a copy key or a
// builder then receives, or the text a notification function returns.

extension CopyExtractor {
    /// The copy key a literal is the value of: `title: "…"`, `"title": "…"`, `title: cond ? "…" : "…"`,
    /// `payload.title = "…"`, a paired key beside a copy key (`{ title, message: "…" }`), or a
    /// variable the file then gives to a copy key or a builder (`const title = …; notify(user, title)`).
    /// Nil when the literal is nested in a call or goes nowhere copy goes.
    /// With the key (or builder) it returns the object or call a variable's value goes into.
    static func copyKey(ofValueAt i: Int, in file: SourceFile, keys: CopyKeys, builders: [String]) -> (String, Int?)? {
        var j = file.previousSignificant(before: i)
        var steps = 0
        while let k = j, steps < 64 {
            steps += 1
            switch file.tokens[k].kind {
            case .closeParen, .closeBracket, .closeBrace, .stringEnd:
                j = file.partner(of: k).flatMap { file.previousSignificant(before: $0) }
                continue
            case .colon:
                // An object property `key:` starts after `{` or `,`; a ternary's `:` does not.
                if let key = file.previousSignificant(before: k), let beforeKey = tokenBefore(key: key, in: file),
                   file.tokens[beforeKey].kind == .openBrace || file.tokens[beforeKey].kind == .comma {
                    if let name = keyName(key, in: file, keys: keys.keys) { return (name, nil) }
                    if let name = localizedCopyKey(key, in: file, keys: keys) { return (name, nil) }
                    guard let name = keyName(key, in: file, keys: keys.paired), let brace = file.enclosingOpener(of: key),
                          pairsWithCopy(brace, keys: keys, in: file)
                            || name == "description" && objectHasKey(brace, among: eventKeys, in: file)
                            // `{ kind: "pit", text: … }`: an event's line; not `{ type: "text", text }`, a
                            // model's content block.
                            || name == "text" && (objectHasKey(brace, among: eventKindKeys, in: file) || hasEventType(brace, in: file))
                            || k == file.previousSignificant(before: i) && addressesReader(i, in: file) else { return nil }
                    return (name, nil)
                }
            case .operator:
                // `message += \` - starts in ${minutes} minutes!\``: appended text goes where the variable goes.
                if file.is(k, "=") || file.is(k, "+=") {
                    guard let variable = file.previousSignificant(before: k), file.kind(variable) == .identifier else { return nil }
                    if file.isMemberAccess(variable) { return keyName(variable, in: file, keys: keys.keys).map { ($0, nil) } }
                    return receiver(ofVariable: variable, in: file, keys: keys, builders: builders)
                }
                if file.is(k, "=>") { return nil }
            case .openParen where steps == 1:
                // `body: fillTemplate('{player} has withdrawn', { player })`: a template and the
                // values it is filled with are the key's text; a key or a code
                // (`t('alerts.withdrawn', { player })`) is not, nor words a call builds other
                // text from (`bodyFor("Rain delay")`).
                guard var callee = file.callee(ofOpenParen: k), isFilledTemplate(i, in: file), !isNotProse(i, in: file) else { return nil }
                while file.kind(before: callee) == .dot, let dot = file.previousSignificant(before: callee),
                      let receiver = file.previousSignificant(before: dot), file.kind(receiver) == .identifier { callee = receiver }
                j = file.previousSignificant(before: callee)
                continue
            case .comma, .semicolon, .openParen, .openBracket, .openBrace, .interpolationStart, .stringStart:
                return nil
            case .keyword:
                if file.isOne(k, of: ["return", "case", "throw", "export", "const", "let", "var", "yield", "await", "new"]) {
                    return nil
                }
            default:
                break
            }
            j = file.previousSignificant(before: k)
        }
        return nil
    }

    /// A literal with a `{placeholder}` handed first to a call with the values as an object:
    /// `fill('{player} has withdrawn', { player })`.
    private static func isFilledTemplate(_ i: Int, in file: SourceFile) -> Bool {
        guard file.kind(i) == .stringStart, let end = file.partner(of: i), let comma = file.nextSignificant(after: end),
              file.kind(comma) == .comma, let values = file.nextSignificant(after: comma), file.kind(values) == .openBrace else { return false }
        let text = file.literalText(ofStringAt: i)
        guard let open = text.firstIndex(of: "{") else { return false }
        return text[open...].contains("}")
    }

    /// `message: \`You're following ${home} v ${away}\``: text that speaks to the reader is
    /// written for a fan to read, wherever it goes; an API status or an error's detail does not
    /// say "you".
    private static func addressesReader(_ i: Int, in file: SourceFile) -> Bool {
        guard file.kind(i) == .stringStart, let end = file.partner(of: i) else { return false }
        // The literal's bytes, read in place: most paired keys hold an API status, and this is
        // asked of every one.
        let from = file.tokens[i].end.value, to = file.tokens[end].start.value
        return file.bytes.withUnsafeBufferPointer { bytes in
            func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A }
            var k = from
            while k + 3 <= to {
                if bytes[k] | 0x20 == 0x79, bytes[k + 1] | 0x20 == 0x6F, bytes[k + 2] | 0x20 == 0x75, k == from || !isLetter(bytes[k - 1]) {
                    // "you", "you're", "your", "yours"; not "young" or "youth".
                    let next = k + 3 < to ? bytes[k + 3] | 0x20 : 0
                    if !isLetter(next) || next == 0x72 && (k + 4 >= to || !isLetter(bytes[k + 4]) || bytes[k + 4] | 0x20 == 0x73) { return true }
                }
                k += 1
            }
            return false
        }
    }

    /// Keys that make an object an event, whose `description` users read (`{ kind: "wicket",
    /// description: "Kohli c Smith b Starc" }`).
    static let eventKeys = ["kind", "event", "eventType", "type"]
    /// The same but `type`, which a model's content block has too (`{ type: "text", text }`).
    static let eventKindKeys = eventKeys.filter { $0 != "type" }

    /// `{ type: 'wicket', team, text: \`…\` }`: a `type` naming what happened, not a content
    /// block's kind (`"text"`, `"image"`, `"mrkdwn"`).
    static func hasEventType(_ brace: Int, in file: SourceFile) -> Bool {
        guard file.kind(brace) == .openBrace, let end = file.partner(of: brace) else { return false }
        var j = brace + 1
        while j < end {
            if file.enclosingOpener(of: j) == brace, file.kind(j) == .identifier, file.is(j, "type"),
               let colon = file.nextSignificant(after: j), file.kind(colon) == .colon,
               let value = file.nextSignificant(after: colon), file.kind(value) == .stringStart {
                let kind = file.literalText(ofStringAt: value)
                return !kind.isEmpty && kind.allSatisfy { $0.isLetter || $0 == "_" || $0 == "-" } && !contentBlockKinds.contains(kind.lowercased())
            }
            j = file.partner(of: j).map { max($0, j) + 1 } ?? j + 1
        }
        return false
    }

    static let contentBlockKinds: Set<String> = ["text", "image", "image_url", "input_text", "output_text", "markdown", "mrkdwn", "html",
                                                 "code", "tool_use", "tool_result", "document", "file", "audio", "video", "paragraph",
                                                 "heading", "plain_text", "section", "header", "divider", "button", "link", "string"]

    /// Where the value of `const title = "…"` goes within its scope: the copy key that receives
    /// it (`{ title }`, `body: title`, a paired key beside a copy key) or the builder it is
    /// passed to (`sendNotification(user, title)`); nil when it goes nowhere copy goes.
    /// `let title`, or a later name of one list (`let title, message, topic;`).
    private static func isDeclaredByLetOrVar(_ name: Int, in file: SourceFile) -> Bool {
        var before = file.previousSignificant(before: name)
        var steps = 0
        while let comma = before, file.kind(comma) == .comma, steps < 16,
              let previous = file.previousSignificant(before: comma), file.kind(previous) == .identifier {
            before = file.previousSignificant(before: previous)
            steps += 1
        }
        return before.map { file.isOne($0, of: ["let", "var"]) } == true
    }

    static func receiver(ofVariable variable: Int, in file: SourceFile, keys: CopyKeys, builders: [String]) -> (String, Int?)? {
        // `let title: string` then `case "timeout": title = \`…\`` in a switch: the name lives in
        // the block that declares it, past the case that assigns it.
        var declared = variable
        if !file.isDeclaredName(variable),
           let declaration = file.occurrences(ofIdentifier: variable).last(where: { j in j < variable && isDeclaredByLetOrVar(j, in: file) }) {
            declared = declaration
        }
        let scopeEnd = file.openers(around: declared).first { file.kind($0) == .openBrace }
            .flatMap { file.partner(of: $0) } ?? file.tokens.count
        let name = file.text(variable)
        for j in file.occurrences(ofIdentifier: variable) where j > variable && j < scopeEnd {
            guard !file.isMemberAccess(j), let opener = file.enclosingOpener(of: j), let before = file.previousSignificant(before: j),
                  let after = file.nextSignificant(after: j) else { continue }
            let endsValue = file.kind(after) == .comma || file.kind(after) == .closeBrace || file.kind(after) == .closeParen
            // `logger.info("goal notification", { matchId, title })` before the push: a log of
            // the copy, not where it goes. The next use says.
            if file.enclosingCallees(of: j).contains(where: { file.isLoggingCall(callee: $0) }) { continue }
            if file.kind(opener) == .openBrace, endsValue {
                // `{ title }`: the shorthand names the key.
                if before == opener || file.kind(before) == .comma {
                    if keys.keys.contains(name) { return (name, opener) }
                    if keys.paired.contains(name), pairsWithCopy(opener, keys: keys, in: file) {
                        return (name, opener)
                    }
                }
                // `{ body: title }`
                if file.kind(before) == .colon, let key = file.previousSignificant(before: before),
                   let beforeKey = tokenBefore(key: key, in: file), beforeKey == opener || file.kind(beforeKey) == .comma {
                    if let copyKey = keyName(key, in: file, keys: keys.keys) { return (copyKey, opener) }
                    if let paired = keyName(key, in: file, keys: keys.paired),
                       pairsWithCopy(opener, keys: keys, in: file) {
                        return (paired, opener)
                    }
                }
            }
            // `{ body: event.scoreText ? milestoneBody(event) : placeholderBody }`, `{ body: custom ?? fallbackBody }`:
            // one of the choices of a copy key's value.
            if file.kind(opener) == .openBrace, endsValue || file.kind(after) == .colon || file.isOne(after, of: ["??", "||"]),
               file.kind(before) == .colon || file.isOne(before, of: ["?", "??", "||"]),
               let key = memberKey(around: j, in: opener, file: file) {
                if let copyKey = keyName(key, in: file, keys: keys.keys) { return (copyKey, opener) }
            }
            // `sendNotification(user, title, body)`
            if file.kind(opener) == .openParen, endsValue, before == opener || file.kind(before) == .comma,
               let callee = file.callee(ofOpenParen: opener), file.isOne(callee, of: builders) {
                return (file.text(callee), opener)
            }
        }
        return nil
    }

    /// Whether an object's paired keys (`message`) are copy: beside a copy key, in anything but an
    /// HTTP response's envelope, whose `body` is the payload (`res.json({ message: "Fetched", body })`,
    /// `{ statusCode: 200, body: JSON.stringify(…) }`) and whose message is the API's status.
    private static func pairsWithCopy(_ brace: Int, keys: CopyKeys, in file: SourceFile) -> Bool {
        guard objectHasKey(brace, among: keys.keys, in: file) else { return false }
        if objectHasKey(brace, among: ["statusCode"], in: file) { return false }
        guard let paren = file.enclosingOpener(of: brace), file.kind(paren) == .openParen,
              file.nextSignificant(after: paren) == brace, let callee = file.callee(ofOpenParen: paren) else { return true }
        return !(file.isMemberAccess(callee) && file.isOne(callee, of: ["json", "send"]))
    }

    /// The key of the object member whose value holds token `j` as one of its choices, joined by
    /// `?`/`:`, `??` or `||` (the caller has read the operator before `j`). Read back
    /// from `j` over the member's tokens (a whole file is not parsed for one constant's use).
    private static func memberKey(around j: Int, in brace: Int, file: SourceFile) -> Int? {
        var k = j
        while let p = file.previousSignificant(before: k), p != brace, file.kind(p) != .comma || file.enclosingOpener(of: p) != brace {
            if file.kind(p) == .colon, let key = file.previousSignificant(before: p),
               let beforeKey = tokenBefore(key: key, in: file), beforeKey == brace || file.kind(beforeKey) == .comma {
                return key
            }
            // Past a bracketed operand (`milestoneBody(event, milestone)`), to what comes before it.
            if let partner = file.partner(of: p), partner < p { k = partner; continue }
            k = p
        }
        return nil
    }

    /// The name of a function whose returned text is notification copy (`getTitle(event)` with
    /// a `switch` of titles, `const wicketBody = (b) => \`…\``, `get title() { return "…" }`):
    /// its name reads as a title, subtitle, body or headline, or a piece of the screen (`getLiveNote`).
    static func notificationFunction(returning i: Int, in file: SourceFile) -> String? {
        var j = file.previousSignificant(before: i)
        var steps = 0
        // Past a ternary's `?`, its condition (`type === 'wicket' ? `WICKET: ${text}` : text`)
        // is read over to the `return` or `=>` that hands the branch back.
        var inCondition = false
        while let k = j, steps < 32 {
            steps += 1
            switch file.kind(k) {
            case .closeParen, .closeBracket, .stringEnd:
                j = file.partner(of: k).flatMap { file.previousSignificant(before: $0) }
                continue
            case .openParen:
                // `return (`…`)`: a literal in grouping parentheses, not in a call.
                guard file.callee(ofOpenParen: k) == nil else { return nil }
            case .colon:
                // A ternary's `:`; an object key's colon ends the search.
                if let before = file.previousSignificant(before: k), let beforeKey = tokenBefore(key: before, in: file),
                   file.kind(beforeKey) == .openBrace || file.kind(beforeKey) == .comma { return nil }
            case .operator:
                if file.is(k, "=>") { return readsAsCopy(arrowName(before: k, in: file)) }
                if file.is(k, "?") {
                    inCondition = true
                } else if inCondition {
                    guard !file.isOne(k, of: ["=", ","]) else { return nil }
                } else {
                    guard file.isOne(k, of: ["+", "||", "??", "&&"]) || file.is(k, ":") else { return nil }
                }
            case .keyword:
                if file.is(k, "return") { return readsAsCopy(enclosingFunctionName(of: k, in: file)) }
                // `typeof x === 'string'`, `done === true`: words of the condition.
                guard inCondition else { return nil }
            case .identifier, .dot, .number:
                guard inCondition else { return nil }
            default:
                return nil
            }
            j = file.previousSignificant(before: k)
        }
        return nil
    }

    private static func readsAsCopy(_ name: String?) -> String? {
        guard let name else { return nil }
        if ["title", "subtitle", "body", "headline"].contains(CopyString.role(ofName: name)) { return name }
        // `getLiveNote`, `statusLine`, `injuryBadge`: named for a piece of the screen, as a
        // display field is. A camelCase word, so `deadline` is not a line.
        return shownPieces.contains { name.count > $0.count && name.hasSuffix($0) } ? name : nil
    }

    private static let shownPieces = ["Note", "Line", "Text", "Caption", "Label", "Badge"]

    /// `const wicketTitle = (team: string) =>`, `wicketTitle = team =>`, `title: (t): string =>`:
    /// the name the arrow function is given.
    private static func arrowName(before arrow: Int, in file: SourceFile) -> String? {
        guard let last = file.previousSignificant(before: arrow), let close = parametersEnd(from: last, in: file) else { return nil }
        let first = file.kind(close) == .closeParen ? file.partner(of: close) ?? close : close
        guard var k = file.previousSignificant(before: first) else { return nil }
        if file.is(k, "async"), let before = file.previousSignificant(before: k) { k = before }
        guard file.is(k, "=") || file.kind(k) == .colon, let name = file.previousSignificant(before: k),
              file.kind(name) == .identifier else { return nil }
        return file.text(name)
    }

    /// From the token before an arrow or a body: the `)` closing the parameters, past a return
    /// type (`): Promise<string>`), or a lone parameter's name.
    private static func parametersEnd(from last: Int, in file: SourceFile) -> Int? {
        var j = last
        var steps = 0
        while file.kind(j) != .closeParen, steps < 8 {
            // A return type's words: `string | null`, `Promise<void>`, `Date | undefined`.
            guard file.kind(j) == .identifier || file.kind(j) == .dot || file.kind(j) == .colon
                    || file.kind(j) == .keyword && file.isOne(j, of: ["null", "undefined", "void", "never"])
                    || file.kind(j) == .openBracket || file.kind(j) == .closeBracket
                    || (file.kind(j) == .operator && file.isOne(j, of: ["<", ">", "|"])),
                  let previous = file.previousSignificant(before: j) else { return nil }
            // `team =>`: a single parameter without parentheses.
            if steps == 0, file.kind(j) == .identifier, file.kind(previous) != .colon { return j }
            j = previous
            steps += 1
        }
        return file.kind(j) == .closeParen ? j : nil
    }

    /// The function a `return` belongs to: `function getTitle(…) {`, a method `getTitle(…) {`,
    /// `get title() {`, `const getTitle = (…) => {`; control blocks (`switch`, `if`) are looked past.
    /// Read on tokens: asked for every returned string of a backend file, where building the
    /// file's syntax tree for it cost 2 % of a corpus run's instructions.
    package static func enclosingFunctionName(of k: Int, in file: SourceFile) -> String? {
        for opener in file.openers(around: k) where file.kind(opener) == .openBrace {
            guard let before = file.previousSignificant(before: opener) else { return nil }
            if file.is(before, "=>") { return arrowName(before: before, in: file) }
            guard let close = parametersEnd(from: before, in: file), file.kind(close) == .closeParen,
                  let open = file.partner(of: close), let name = file.previousSignificant(before: open) else { continue }
            if file.isOne(name, of: ["if", "for", "while", "switch", "catch", "with"]) { continue }
            return file.kind(name) == .identifier ? file.text(name) : nil
        }
        return nil
    }
}
