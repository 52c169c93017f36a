// The words redundant-comment matches: imperative verbs, filler, reasons, and how code says each verb.

import UmpireCore
import UmpireRuleSupport

enum RedundantCommentVocabulary {
    static let verbs = [
        "get", "fetch", "load", "read", "retrieve", "find", "query", "look", "return", "check", "verify", "test",
        "set", "assign", "store", "save", "update", "write", "create", "make", "build", "init", "initialize",
        "instantiate", "construct", "add", "append", "push", "insert", "remove", "delete", "clear", "loop", "iterate",
        "increment", "decrement", "log", "print", "throw", "call", "invoke", "run", "execute", "send", "emit",
        "dispatch", "publish", "notify", "post", "wait", "await", "parse", "convert", "format", "map", "sort", "filter",
        "count", "calculate", "compute", "validate", "handle", "import", "export", "define", "declare", "open", "close",
        "start", "stop", "generate", "extract", "merge", "split", "join", "encode", "decode", "serialize",
    ]

    static let reasons = [
        "because", "since", "so", "otherwise", "why", "workaround", "avoid", "prevent", "instead", "must", "never",
        "only", "until", "unless", "case", "due", "need", "needs", "required", "cannot", "should", "important",
        "careful", "assume", "assumes", "intentionally", "deliberately", "legacy", "temporary", "hack", "bug",
        "fallback", "note", "todo", "fixme", "xxx", "before", "after", "first", "still", "also", "even", "always",
        "again", "later", "yet", "but", "though", "although", "however", "expected", "ensures",
    ]

    /// Words that carry no meaning of their own in a restating comment.
    static let filler: Set<String> = [
        "a", "an", "the", "this", "that", "these", "those", "all", "any", "each", "every", "some", "for", "of", "to",
        "in", "into", "on", "at", "by", "from", "with", "and", "or", "if", "is", "are", "be", "it", "its", "our", "my",
        "your", "their", "then", "now", "current", "given", "not", "no", "as", "via", "up", "out", "we", "whether",
        "new", "already", "through", "over", "one", "single",
    ]

    /// What a restating comment calls whatever the line produces ("Return the result", "Get the
    /// data", "Delete the follow record"): covered by any code, as long as the verb is.
    static let genericObjects: Set<String> = ["result", "results", "value", "values", "data", "item", "items", "list",
                                              "response", "object", "record", "records", "row", "rows", "entry", "entries"]

    /// How code spells a word of a comment when it does not use the word itself.
    static let synonyms: [String: [String]] = {
        var table: [String: [String]] = [:]
        func add(_ words: [String], _ code: [String]) { for w in words { table[w] = code } }
        add(["get", "fetch", "load", "read", "retrieve", "find", "query", "look"],
            ["get", "fetch", "load", "read", "query", "find", "list", "retrieve", "select", "scan"])
        // "Get the team name" above `const teamName = match?.homeTeam?.name`: the assignment gets it.
        table["get"]! += ["="]
        add(["check", "verify", "test"], ["if", "?", "===", "!==", "==", "!=", "!", "is", "has", "includes", "check", "validate",
                                          "find", "exists", "some", "contains", "get"])
        add(["set", "assign", "store", "save", "update", "write"], ["=", "set", "put", "save", "update", "store", "write", "assign"])
        add(["create", "make", "build", "init", "initialize", "instantiate", "construct"], ["new", "create", "make", "build", "init"])
        add(["add", "append", "push", "insert"], ["push", "add", "append", "insert", "+=", "concat", "put"])
        add(["remove", "delete", "clear"], ["delete", "remove", "splice", "filter", "clear", "del"])
        add(["loop", "iterate"], ["for", "while", "foreach", "map", "of"])
        // "Increment the delay minutes" above `UpdateExpression: "ADD delayMinutes :five"`.
        add(["increment"], ["++", "+=", "add", "inc"])
        add(["decrement"], ["--", "-="])
        add(["log", "print"], ["log", "logger", "console", "info", "debug", "warn", "error"])
        add(["call", "invoke", "run", "execute"], ["()"])
        add(["send", "emit", "dispatch", "publish", "notify", "post"], ["send", "emit", "dispatch", "publish", "notify", "post", "push"])
        add(["wait"], ["await"])
        // "Check if null" above `if (!device)`: a falsy test is the null check.
        add(["null", "nil", "undefined"], ["null", "undefined", "??", "!"])
        // "Check if game exists" above `if (!game)`: the test is the existence.
        add(["exists", "exist", "missing"], ["if", "!", "?", "exists", "has", "===", "!==", "==", "!="])
        add(["notification", "notifications", "push", "alert"], ["push", "alert", "notify", "notification", "apns", "send"])
        add(["result"], ["res", "result", "results"])
        add(["response"], ["res", "resp", "response"])
        add(["request"], ["req", "request"])
        add(["error"], ["err", "error", "e"])
        add(["parameters"], ["params", "parameters"])
        add(["configuration"], ["config", "configuration"])
        // "Log the number of tournaments" above `{ tournaments: tournaments.length }`.
        add(["number", "count", "total"], ["length", "count", "size", "total", "number"])
        // "Return the cut line text" above `` return `Cut line ${…}` ``: the literal is the text.
        add(["text", "string", "message", "label"], ["\""])
        return table
    }()

    /// The words of one statement: identifier parts, keywords, operators, and `()` for a call.
    /// The statement is the line starting at `first`, through any parentheses or brackets it
    /// opens, without the bodies of callbacks passed in them.
    static func codeWords(from first: Int, in file: SourceFile) -> Set<String> {
        var words: Set<String> = []
        var last = first
        var j = first
        while j < file.tokens.count, j <= last || file.kind(j) != .newline {
            let kind = file.kind(j)
            switch kind {
            case .identifier:
                let name = file.text(j)
                words.insert(name.lowercased())
                words.formUnion(Words.split(identifier: name))
                if file.kind(after: j) == .openParen { words.insert("()") }
            case .keyword, .operator:
                words.insert(file.text(j).lowercased())
            // A literal's own words are what the line says too (`` `Cut line ${…}` ``), and `"`
            // stands for the literal itself.
            case .stringStart:
                words.insert("\"")
            case .stringText:
                for word in file.text(j).split(whereSeparator: { !$0.isLetter }) {
                    words.insert(word.lowercased())
                    words.formUnion(Words.split(identifier: String(word)))
                }
            case .openParen, .openBracket:
                if let close = file.partner(of: j) { last = max(last, close) }
            case .openBrace where file.isFunctionBody(j):
                // A callback's body is not what the line says: `useEffect(() => { … })`.
                if let close = file.partner(of: j), close > j { j = close }
            default:
                break
            }
            j += 1
        }
        return words
    }

    /// The words of the statements that declare the locals a statement uses (`const feed = await
    /// fetchLiveFeed()` for `for (const entry of feed.matches)`), looked for back to the start of
    /// the enclosing block.
    static func declarationWords(ofNamesFrom first: Int, in file: SourceFile) -> Set<String> {
        var names: Set<String> = []
        var j = first
        while j < file.tokens.count, file.kind(j) != .newline {
            if file.kind(j) == .identifier, !file.isMemberAccess(j) { names.insert(file.text(j)) }
            j += 1
        }
        let floor = file.enclosingOpener(of: first) ?? 0
        var words: Set<String> = []
        var k = first - 1
        while k > floor, !names.isEmpty {
            if file.kind(k) == .identifier, names.contains(file.text(k)), let keyword = file.previousSignificant(before: k),
               file.isOne(keyword, of: ["const", "let", "var"]), let equals = file.nextSignificant(after: k), file.is(equals, "=") {
                names.remove(file.text(k))
                words.formUnion(codeWords(from: keyword, in: file))
            }
            k -= 1
        }
        return words
    }

    /// The words of a function's signature line when the comment opens its body: what its name
    /// and parameters already say.
    static func signatureWords(ifFirstIn comment: Int, in file: SourceFile) -> Set<String> {
        guard let body = file.previousSignificant(before: comment), file.kind(body) == .openBrace, file.isFunctionBody(body) else { return [] }
        let line = file.line(ofToken: body)
        var start = body
        while let before = file.previousSignificant(before: start), file.line(ofToken: before) == line { start = before }
        return codeWords(from: start, in: file)
    }

    /// Whether the code says `word`: itself (up to a plural), or one of its code spellings.
    static func covers(_ word: String, _ code: Set<String>) -> Bool {
        if code.contains(word) || code.contains(where: { Words.sameStem($0, word) || abbreviates($0, word) }) { return true }
        return synonyms[word]?.contains(where: code.contains) ?? false
    }

    /// `subs` for subscriptions, `res` for response, `config` for configuration: a name that
    /// is the word's start, three letters or more, the word at least three longer. Not a
    /// keyword: `const` does not abbreviate "constraint", nor `for` "format".
    private static func abbreviates(_ name: String, _ word: String) -> Bool {
        guard !notAbbreviations.contains(name) else { return false }
        let stem = name.count > 3 && name.hasSuffix("s") ? String(name.dropLast()) : name
        return stem.count >= 3 && word.count >= stem.count + 3 && word.hasPrefix(stem)
    }

    private static let notAbbreviations: Set<String> = ["const", "let", "var", "for", "new", "this", "try", "async", "await",
        "return", "export", "import", "function", "type", "interface", "extends", "static", "private", "public",
        "protected", "readonly", "typeof", "instanceof", "delete", "void", "class", "enum", "case", "default", "with",
        "get", "set", "add", "has", "can", "all", "any", "not", "and", "one", "per", "pre", "pro", "con"]
}
