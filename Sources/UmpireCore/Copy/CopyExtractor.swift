// Finds user-facing copy: the one definition every copy rule (and `umpire copy`) shares.

/// A string literal that users will read.
public struct CopyString: Sendable {
    public enum Kind: Sendable, Equatable {
        /// Any string in a `*.messages.ts` file.
        case messagesFile
        /// The value of a copy key (`title: "…"`) in backend code.
        case copyKey(String)
        /// A literal argument of a notification builder (`buildAlert("…", …)`), with the builder's name.
        case builderArgument(String)
        /// The literal given to a SwiftUI view or modifier (`Text("…")`).
        case swiftUI(String)
        /// `String(localized: "…")` or `LocalizedStringKey("…")`.
        case localized
    }

    /// The token index of the literal's `stringStart`.
    public let stringStart: Int
    public let kind: Kind
    /// The name the copy is filed under: the export (`wicketTitle`) or key (`title`), if any.
    public var name: String?

    /// What the text is to a reader: title, subtitle, body, label, button, … (`text` otherwise).
    public var role: String {
        switch kind {
        case let .copyKey(key): return CopyString.role(ofName: key)
        case let .builderArgument(callee): return CopyString.role(ofName: callee)
        case let .swiftUI(callee): return callee == "Text" ? "text" : callee == "navigationTitle" ? "title" : callee.lowercased()
        case .localized: return name.map(CopyString.role(ofName:)) ?? "text"
        case .messagesFile: return name.map(CopyString.role(ofName:)) ?? "text"
        }
    }

    static func role(ofName name: String) -> String {
        let lower = name.lowercased()
        for role in ["subtitle", "title", "body", "headline", "caption", "label", "placeholder", "description", "alert", "message"]
        where lower.hasSuffix(role) || lower == role {
            return role
        }
        for role in ["subtitle", "title", "body"] where lower.contains(role) { return role }
        return "text"
    }
}

public enum CopyExtractor {
    public static let swiftUICallees = ["Text", "Label", "Button", "navigationTitle"]

    /// The file's copy, by the run's copy definition; computed once per file for every rule.
    public static func strings(in file: LexedFile) -> [CopyString] {
        file.memo.value("copy") {
            let definition = file.context.copy
            return extract(in: file, keys: CopyKeys(keys: definition.keys, paired: definition.pairedKeys,
                                                    localized: definition.localizedKeys), builders: definition.builders)
        }
    }

    /// The copy strings with their literal text, computed once per file for all tone rules.
    public static func stringsWithText(in file: LexedFile) -> [(copy: CopyString, text: String)] {
        file.memo.value("copyText") { strings(in: file).map { ($0, file.literalText(ofStringAt: $0.stringStart)) } }
    }

    static func extract(in file: LexedFile, keys: CopyKeys, builders: [String]) -> [CopyString] {
        var result: [CopyString] = []
        let tokens = file.tokens
        // Tests, mocks, seed rows and examples hold sample text, never the product's copy.
        if file.language == .typeScript, file.isTestLike || TestLikePaths.isSampleData(file.rolePath) { return [] }
        for i in tokens.indices where tokens[i].kind == .stringStart {
            switch file.language {
            case .typeScript:
                if file.roles.contains(.messages) {
                    if !isCodeString(i, in: file), !isNestedInCopy(i, in: file) {
                        result.append(CopyString(stringStart: i, kind: .messagesFile, name: exportName(of: i, in: file)))
                    }
                } else if let key = copyKey(ofValueAt: i, in: file, keys: keys), !isExemptContext(i, in: file),
                          !isMarkupOrCode(i, in: file) {
                    result.append(CopyString(stringStart: i, kind: .copyKey(key), name: key))
                } else if let builder = builderCallee(ofArgument: i, in: file, builders: builders), !isExemptContext(i, in: file),
                          !isMarkupOrCode(i, in: file) {
                    result.append(CopyString(stringStart: i, kind: .builderArgument(builder), name: builder))
                }
            case .swift:
                if let callee = swiftUICallee(ofFirstArgument: i, in: file) {
                    result.append(CopyString(stringStart: i, kind: .swiftUI(callee), name: nil))
                } else if isLocalized(i, in: file) {
                    result.append(CopyString(stringStart: i, kind: .localized, name: exportName(of: i, in: file)))
                }
            default:
                break
            }
        }
        return result
    }

    /// For a literal given as an argument of a notification builder (`notify(user, "…")`, also as
    /// a ternary branch or concatenation), the builder's name.
    static func builderCallee(ofArgument i: Int, in file: LexedFile, builders: [String]) -> String? {
        guard !builders.isEmpty, let paren = file.enclosingOpener(of: i), file.tokens[paren].kind == .openParen,
              let callee = file.callee(ofOpenParen: paren), file.isOne(callee, of: builders),
              file.previousSignificant(before: callee).map({ file.is($0, "function") }) != true else { return nil }
        return file.text(callee)
    }

    /// `${count === 1 ? "run" : "runs"}`: a string inside another copy string's interpolation is
    /// part of that copy, read with it.
    static func isNestedInCopy(_ i: Int, in file: LexedFile) -> Bool {
        file.tokens[i].interpolationDepth > 0
    }

    /// `String(localized: "…")`, `LocalizedStringKey("…")`.
    static func isLocalized(_ i: Int, in file: LexedFile) -> Bool {
        guard let before = file.previousSignificant(before: i) else { return false }
        if file.kind(before) == .openParen, let callee = file.callee(ofOpenParen: before) {
            return file.is(callee, "LocalizedStringKey") || file.is(callee, "LocalizedStringResource")
        }
        guard file.kind(before) == .colon, let label = file.previousSignificant(before: before), file.is(label, "localized"),
              let paren = file.previousSignificant(before: label), file.kind(paren) == .openParen,
              let callee = file.callee(ofOpenParen: paren) else { return false }
        return file.is(callee, "String")
    }

    /// The name copy is filed under: the object key it is the value of, else the `const`/`let`/`var`
    /// or function it belongs to (`export const wicketTitle = (team) => \`…\``).
    public static func exportName(of i: Int, in file: LexedFile) -> String? {
        var j = file.previousSignificant(before: i)
        var steps = 0
        while let k = j, steps < 200 {
            steps += 1
            switch file.kind(k) {
            case .closeParen, .closeBracket, .closeBrace, .stringEnd:
                j = file.partner(of: k).flatMap { file.previousSignificant(before: $0) }
                continue
            case .colon:
                if let key = file.previousSignificant(before: k), file.kind(key) == .identifier,
                   let before = file.previousSignificant(before: key),
                   file.kind(before) == .openBrace || file.kind(before) == .comma {
                    return file.text(key)
                }
            case .keyword where file.isOne(k, of: ["const", "let", "var", "function", "func"]):
                if let name = file.nextSignificant(after: k), file.kind(name) == .identifier { return file.text(name) }
                return nil
            case .semicolon:
                return nil
            default:
                break
            }
            j = file.previousSignificant(before: k)
        }
        return nil
    }

    /// Strings in a messages file that are code, not copy: module specifiers and object keys.
    static func isCodeString(_ i: Int, in file: LexedFile) -> Bool {
        if let before = file.previousSignificant(before: i),
           file.is(before, "from") || file.is(before, "import") || (file.tokens[before].kind == .openParen
               && file.callee(ofOpenParen: before).map { file.is($0, "require") || file.is($0, "import") } == true) {
            return true
        }
        if let end = file.partner(of: i), file.kind(after: end) == .colon,
           let before = file.previousSignificant(before: i),
           file.tokens[before].kind == .openBrace || file.tokens[before].kind == .comma {
            return true
        }
        return false
    }

    /// The copy key a literal is the value of: `title: "…"`, `title: cond ? "…" : "…"`,
    /// `payload.title = "…"`, and a paired key beside a copy key (`{ title, message: "…" }`, or
    /// `const message = "…"` later put in such an object). Nil when the literal is nested in a
    /// call or not a copy key's value.
    static func copyKey(ofValueAt i: Int, in file: LexedFile, keys: CopyKeys) -> String? {
        var j = file.previousSignificant(before: i)
        var steps = 0
        while let k = j, steps < 64 {
            steps += 1
            let kind = file.tokens[k].kind
            switch kind {
            case .closeParen, .closeBracket, .closeBrace, .stringEnd:
                j = file.partner(of: k).flatMap { file.previousSignificant(before: $0) }
                continue
            case .colon:
                // An object property `key:` starts after `{` or `,`; a ternary's `:` does not.
                if let key = file.previousSignificant(before: k),
                   let beforeKey = file.previousSignificant(before: key),
                   file.tokens[beforeKey].kind == .openBrace || file.tokens[beforeKey].kind == .comma {
                    if let name = keyName(key, in: file, keys: keys.keys) { return name }
                    if let name = localizedCopyKey(key, in: file, keys: keys) { return name }
                    guard let name = keyName(key, in: file, keys: keys.paired), let brace = file.enclosingOpener(of: key),
                          objectHasKey(brace, among: keys.keys, in: file) else { return nil }
                    return name
                }
            case .operator:
                if file.is(k, "=") {
                    guard let key = file.previousSignificant(before: k) else { return nil }
                    if let name = keyName(key, in: file, keys: keys.keys) { return name }
                    guard let name = keyName(key, in: file, keys: keys.paired), !file.isMemberAccess(key),
                          isPutBesideCopyKey(variable: key, keys: keys.keys, in: file) else { return nil }
                    return name
                }
                if file.is(k, "=>") || file.is(k, "+=") { return nil }
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

    static func keyName(_ key: Int, in file: LexedFile, keys: [String]) -> String? {
        switch file.tokens[key].kind {
        case .identifier:
            return file.isOne(key, of: keys) ? file.text(key) : nil
        case .stringEnd:
            // A quoted key: `"title": "…"`.
            guard let start = file.partner(of: key) else { return nil }
            let name = file.literalText(ofStringAt: start)
            return keys.contains(name) ? name : nil
        default:
            return nil
        }
    }

    /// For a Swift literal that is the first argument of `Text(…)`, `Label(…)`, `Button(…)` or
    /// `.navigationTitle(…)`, the callee's name.
    static func swiftUICallee(ofFirstArgument i: Int, in file: LexedFile) -> String? {
        guard let paren = file.previousSignificant(before: i), file.tokens[paren].kind == .openParen,
              let callee = file.callee(ofOpenParen: paren), file.isOne(callee, of: swiftUICallees) else { return nil }
        let isModifier = file.isMemberAccess(callee)
        guard isModifier == file.is(callee, "navigationTitle") else { return nil }
        return file.text(callee)
    }
}
