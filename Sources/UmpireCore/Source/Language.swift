// The languages Umpire lexes, chosen by file extension.

public enum Language: String, CaseIterable, Sendable, Comparable {
    case swift
    case typeScript = "typescript"
    case shell
    /// Property lists (`Info.plist`), lexed as XML just far enough to read keys and values.
    case plist

    /// The language of a path by its extension, and whether it may contain JSX.
    public static func of(path: String) -> (language: Language, jsx: Bool)? {
        guard let dot = path.utf8.lastIndex(of: UInt8(ascii: ".")) else { return nil }
        switch path[path.index(after: dot)...] {
        case "swift": return (.swift, false)
        case "ts", "mts", "cts", "js", "mjs", "cjs": return (.typeScript, false)
        case "tsx", "jsx": return (.typeScript, true)
        case "sh", "bash": return (.shell, false)
        case "plist": return (.plist, false)
        default: return nil
        }
    }

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
