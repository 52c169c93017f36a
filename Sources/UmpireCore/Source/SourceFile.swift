import Foundation

// A source file as the lexer leaves it: bytes, tokens, bracket pairs and line table, computed
// once and never changed. Where the file lives, what it is to the product and what its project
// declares are the rule's context (`RuleContext`), not the file's.

/// One lexed source file, shared read-only by every rule that runs on it.
public final class SourceFile: Sendable {
    public let language: Language
    /// A `.tsx` file: lexed (and parsed) with JSX.
    public let jsx: Bool
    public let bytes: [UInt8]
    public let tokens: ContiguousArray<Token>
    /// For each token, its matching bracket, string delimiter or interpolation delimiter, or -1.
    public let partners: [Int32]
    /// For each token, the innermost open bracket, string or interpolation around it, or -1.
    public let enclosing: [Int32]
    public let lines: LineTable
    /// What the file's own declarations make it: a view, a model.
    public let contentRoles: FileRoles
    /// Results several rules share (declarations, identifier indexes), computed once per file
    /// from its tokens alone.
    let memo = FileMemo()

    public init(bytes: [UInt8], language: Language, jsx: Bool) {
        self.language = language
        self.jsx = jsx
        self.bytes = bytes
        let (tokens, lines) = bytes.withUnsafeBufferPointer {
            (Lexer.tokenize($0, language: language, jsx: jsx), LineTable($0))
        }
        self.tokens = tokens
        self.lines = lines
        (partners, enclosing) = BracketPairs.compute(tokens)
        switch language {
        case .swift: contentRoles = ContentRoles.swiftRoles(tokens: tokens, enclosing: enclosing, bytes: bytes)
        case .typeScript: contentRoles = ContentRoles.generatorHeader(tokens: tokens, bytes: bytes) ? .generated : []
        default: contentRoles = []
        }
    }

    /// A file lexed from a string in the language its path names (Swift when it names none).
    public convenience init(path: String, source: String) {
        let detected = Language.of(path: path) ?? (.swift, false)
        self.init(bytes: Array(source.utf8), language: detected.language, jsx: detected.jsx)
    }

    public var lineCount: Int { Self.lineCount(bytes, lineStarts: lines.count) }

    /// The lines of a file never lexed (one no rule checks), counted as a lexed one's are.
    public static func lineCount(of bytes: [UInt8]) -> Int {
        lineCount(bytes, lineStarts: bytes.withUnsafeBufferPointer { buffer in
            // A file no rule checks is only counted: its line feeds, found as LineTable finds
            // them, without the table of line starts it would build and throw away.
            guard let base = buffer.baseAddress, memchr(base, Int32(ASCII.cr), buffer.count) == nil else { return LineTable(buffer).count }
            return ByteSearch.count(ASCII.lf, in: buffer) + 1
        })
    }

    private static func lineCount(_ bytes: [UInt8], lineStarts: Int) -> Int {
        bytes.isEmpty ? 0 : (bytes.last == ASCII.lf ? lineStarts - 1 : lineStarts)
    }

    /// 1-based line and column (in Unicode scalars) of a byte offset.
    public func position(of offset: ByteOffset) -> (line: LineNumber, column: Int) {
        lines.position(of: offset, in: bytes)
    }
}

/// Roles that depend on what a Swift file declares rather than where it lives.
enum ContentRoles {
    /// `view` when a top-level type conforms to `View` (or `Widget`), `model` when one conforms
    /// to `Codable`, `Decodable` or `Encodable`, `viewModel` when one is an `ObservableObject`.
    static func swiftRoles(tokens: ContiguousArray<Token>, enclosing: [Int32], bytes: [UInt8]) -> FileRoles {
        var roles: FileRoles = []
        var previous = -1
        for i in tokens.indices where !tokens[i].kind.isTrivia {
            defer { previous = i }
            guard tokens[i].kind == .identifier, enclosing[i] == -1, previous >= 0 else { continue }
            // `import XCTest`: a test's helper wherever it lives (fastlane's SnapshotHelper.swift at the top).
            if tokens[previous].kind == .keyword {
                if tokens[previous].length == 6, bytes.withUnsafeBufferPointer({ b in
                    let s = tokens[i].start.value
                    return spells(b, tokens[previous].start.value, "import")
                        && (tokens[i].length == 6 && spells(b, s, "XCTest") || tokens[i].length == 7 && spells(b, s, "Testing"))
                }) { roles.insert(.test) }
                continue
            }
            guard tokens[previous].kind == .colon || tokens[previous].kind == .comma else { continue }
            let word = bytes.withUnsafeBufferPointer { b -> FileRoles in
                let s = tokens[i].start.value, e = tokens[i].end.value
                switch e - s {
                case 4 where spells(b, s, "View"): return .view
                case 6 where spells(b, s, "Widget"): return .view
                case 7 where spells(b, s, "Codable"): return .model
                case 9 where spells(b, s, "Decodable") || spells(b, s, "Encodable"): return .model
                case 16 where spells(b, s, "ObservableObject"): return .viewModel
                default: return []
                }
            }
            roles.formUnion(word)
        }
        return roles
    }
}

extension ContentRoles {
    /// Whether the comments before a file's first line of code say a tool wrote it ("DO NOT
    /// EDIT", "@generated", "auto-generated by …"): an OpenAPI client or a schema compiled from
    /// TypeSpec is regenerated, so what the hand-written-code rules ask belongs in its source.
    /// Swift files are left to their `*.generated.swift` names: a Swift file headed "Generated
    /// using SwiftGen" holds the app's own strings and assets, not the backend's models.
    static func generatorHeader(tokens: ContiguousArray<Token>, bytes: [UInt8]) -> Bool {
        for token in tokens {
            guard token.kind.isTrivia else { return false }
            guard token.kind.isComment else { continue }
            let text = String(decoding: bytes[Int(token.start.value)..<Int(token.end.value)], as: UTF8.self).lowercased()
            if generatorMarkers.contains(where: { text.contains($0) }) { return true }
        }
        return false
    }

    // Not "generated by" alone: "ids generated by the client" may head a hand-written file.
    static let generatorMarkers = ["do not edit", "do not modify", "@generated", "auto-generated", "autogenerated",
                                   "code generated by", "this file was generated", "this file is generated"]
}

extension SourceFile {
    /// A line's text as findings are fingerprinted by it: runs of spaces and tabs as one space,
    /// none at either end, so re-indenting a line keeps its findings' baseline entries.
    public func fingerprintText(ofLine line: LineNumber) -> [UInt8] {
        var text: [UInt8] = []
        var i = lines.start(ofLine: line).value
        var pendingSpace = false
        while i < bytes.count, bytes[i] != ASCII.lf, bytes[i] != ASCII.cr {
            let b = bytes[i]
            if b == ASCII.space || b == ASCII.tab {
                pendingSpace = !text.isEmpty
            } else {
                if pendingSpace { text.append(ASCII.space) }
                pendingSpace = false
                text.append(b)
            }
            i += 1
        }
        return text
    }

    /// Whether the raw bytes contain `needle` anywhere (code, strings or comments): a cheap
    /// first test before walking the tokens.
    public func contains(bytes needle: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { ByteSearch.find(needle, in: $0) != nil }
    }

    /// A value derived from this file, computed once for every rule that asks with the same key
    /// (the shared helpers in `rules/Support` use it; a key names the helper and its inputs).
    public func shared<T: Sendable>(_ key: String, _ compute: () -> T) -> T {
        memo.value(key, compute)
    }
}

/// A per-file cache for derived structures that several rules ask for. A file is checked by
/// one thread at a time, but the lock keeps it correct whatever the engine does.
package final class FileMemo: @unchecked Sendable {
    package init() {}

    private let lock = NSLock()
    private var values: [String: any Sendable] = [:]

    package func value<T: Sendable>(_ key: String, _ compute: () -> T) -> T {
        lock.lock()
        if let cached = values[key] as? T {
            lock.unlock()
            return cached
        }
        lock.unlock()
        let computed = compute()
        lock.lock()
        values[key] = computed
        lock.unlock()
        return computed
    }
}
