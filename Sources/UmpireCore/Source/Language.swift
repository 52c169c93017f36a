// The languages Umpire lexes, chosen by file extension.

public enum Language: String, CaseIterable, Sendable, Comparable {
    case swift
    case typeScript = "typescript"
    case shell
    /// Property lists (`Info.plist`), lexed as XML just far enough to read keys and values.
    case plist

    /// The language of a path by its extension, and whether it may contain JSX. Asked of every
    /// entry the folder walk lists: the extension is read as one number, not compared as text.
    public static func of(path: String) -> (language: Language, jsx: Bool)? {
        var path = path
        let key = path.withUTF8 { bytes -> UInt64? in
            var dot = bytes.count - 1
            while dot >= 0, bytes[dot] != UInt8(ascii: ".") { dot -= 1 }
            guard dot >= 0, (2...5).contains(bytes.count - dot - 1) else { return nil }
            return packed(bytes[(dot + 1)...])
        }
        guard let key else { return nil }
        return extensions.first { $0.key == key }.map { ($0.language, $0.jsx) }
    }

    private static func packed<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
        bytes.reduce(0) { $0 << 8 | UInt64($1) }
    }

    private static let extensions: [(key: UInt64, language: Language, jsx: Bool)] = [
        ("swift", Language.swift, false), ("ts", .typeScript, false), ("tsx", .typeScript, true), ("js", .typeScript, false),
        ("jsx", .typeScript, true), ("mts", .typeScript, false), ("cts", .typeScript, false), ("mjs", .typeScript, false),
        ("cjs", .typeScript, false), ("sh", .shell, false), ("bash", .shell, false), ("plist", .plist, false),
    ].map { (packed($0.0.utf8), $0.1, $0.2) }

    public var displayName: String {
        switch self {
        case .swift: "Swift"
        case .typeScript: "TypeScript"
        case .shell: "Shell"
        case .plist: "Property list"
        }
    }

    public static func < (a: Language, b: Language) -> Bool { a.rawValue < b.rawValue }

    /// What Umpire reads, for messages about a file it does not.
    public static let readable = "Swift, TypeScript and JavaScript (.ts .tsx .mts .cts .js .jsx .mjs .cjs), shell (.sh .bash) or an Info.plist"
}

/// Lexes bytes in the given language.
public enum Lexer {
    public static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>, language: Language, jsx: Bool)
        -> ContiguousArray<Token>
    {
        switch language {
        case .swift: SwiftLexer.tokenize(bytes)
        case .typeScript: TypeScriptLexer.tokenize(bytes, jsx: jsx)
        case .shell: ShellLexer.tokenize(bytes)
        case .plist: PlistLexer.tokenize(bytes)
        }
    }

    public static func tokenize(_ bytes: [UInt8], language: Language, jsx: Bool = false) -> ContiguousArray<Token> {
        bytes.withUnsafeBufferPointer { tokenize($0, language: language, jsx: jsx) }
    }
}
