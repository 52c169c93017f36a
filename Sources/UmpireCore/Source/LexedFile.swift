import Foundation

// A file as the rules see it: bytes, tokens, bracket pairs and line table, computed once.

/// One lexed source file, shared read-only by every rule that runs on it.
public final class LexedFile: Sendable {
    /// The path as printed in reports (relative to the current directory).
    public let path: String
    /// The path that role globs and `overrides` match (relative to the configuration root).
    public let rolePath: String
    public let language: Language
    public let bytes: [UInt8]
    public let tokens: ContiguousArray<Token>
    /// For each token, its matching bracket, string delimiter or interpolation delimiter, or -1.
    public let partners: [Int32]
    /// For each token, the innermost open bracket, string or interpolation around it, or -1.
    public let enclosing: [Int32]
    public let lines: LineTable
    /// What the file is to the product, from its path and its own content; the project model
    /// can add to it (a view in a widget extension's folder is widget code).
    public var roles: FileRoles { ownRoles.union(modelBox.roles) }
    private let ownRoles: FileRoles
    /// What the run's files share: the copy definition.
    public let context: RunContext
    /// The project the file belongs to (its root folder, absolute); "" outside a run.
    public let projectRoot: String
    /// Results several rules share (copy strings, declarations), computed once per file.
    let memo = FileMemo()
    private let modelBox = ModelBox()

    /// What the file's project declares: its types, their members, which are the backend's.
    /// Empty until the engine's second pass attaches the project's model.
    public var model: ProjectModel { modelBox.model }

    /// Called by the engine before the file's rules run; a file is checked by one thread.
    package func attach(model: ProjectModel) {
        modelBox.model = model
        if model.isWidgetCode(path) { modelBox.roles = .widget }
    }

    public init(path: String, rolePath: String, bytes: [UInt8], language: Language, jsx: Bool,
                pathRoles: FileRoles, context: RunContext = .defaults, projectRoot: String = "") {
        self.context = context
        self.projectRoot = projectRoot
        self.path = path
        self.rolePath = rolePath
        self.language = language
        self.bytes = bytes
        let (tokens, lines) = bytes.withUnsafeBufferPointer {
            (Lexer.tokenize($0, language: language, jsx: jsx), LineTable($0))
        }
        self.tokens = tokens
        self.lines = lines
        (partners, enclosing) = BracketPairs.compute(tokens)
        var roles = pathRoles
        if language == .swift {
            roles.formUnion(ContentRoles.swiftRoles(tokens: tokens, enclosing: enclosing, bytes: bytes))
        }
        ownRoles = roles
    }

    /// A file lexed from a string, for tests and examples.
    public convenience init(path: String, source: String, roles: FileRoles? = nil, context: RunContext = .defaults) {
        let detected = Language.of(path: path) ?? (.swift, false)
        self.init(path: path, rolePath: path, bytes: Array(source.utf8), language: detected.language,
                  jsx: detected.jsx, pathRoles: roles ?? RoleGlobs.defaults.roles(of: path), context: context)
    }

    public var lineCount: Int {
        bytes.isEmpty ? 0 : (bytes.last == ASCII.lf ? lines.count - 1 : lines.count)
    }

    /// 1-based line and column (in Unicode scalars) of a byte offset.
    public func position(of offset: Int) -> (line: Int, column: Int) {
        lines.position(of: offset, in: bytes)
    }
}

/// Roles that depend on what a Swift file declares rather than where it lives.
enum ContentRoles {
    /// `view` when a top-level type conforms to `View` (or `Widget`), `model` when one conforms
    /// to `Codable`, `Decodable` or `Encodable`.
    static func swiftRoles(tokens: ContiguousArray<Token>, enclosing: [Int32], bytes: [UInt8]) -> FileRoles {
        var roles: FileRoles = []
        var previous = -1
        for i in tokens.indices where !tokens[i].kind.isTrivia {
            defer { previous = i }
            guard tokens[i].kind == .identifier, enclosing[i] == -1, previous >= 0,
                  tokens[previous].kind == .colon || tokens[previous].kind == .comma else { continue }
            let word = bytes.withUnsafeBufferPointer { b -> FileRoles in
                let s = Int(tokens[i].start), e = tokens[i].end
                switch e - s {
                case 4 where spells(b, s, "View"): return .view
                case 6 where spells(b, s, "Widget"): return .view
                case 7 where spells(b, s, "Codable"): return .model
                case 9 where spells(b, s, "Decodable") || spells(b, s, "Encodable"): return .model
                default: return []
                }
            }
            roles.formUnion(word)
        }
        return roles
    }
}

extension LexedFile {
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
final class FileMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: any Sendable] = [:]

    func value<T: Sendable>(_ key: String, _ compute: () -> T) -> T {
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

/// The project model a file is checked against, set once before its rules run.
private final class ModelBox: @unchecked Sendable {
    var model = ProjectModel.empty
    var roles: FileRoles = []
}

extension LexedFile {
    /// The folders of the role path, outermost first (`ios/App/Models/Score.swift` → `ios`,
    /// `App`, `Models`): split on bytes once per file, since Character splitting of paths
    /// showed up in the profile of every rule that asks.
    public var rolePathFolders: [String] {
        memo.value("rolePathFolders") {
            let parts = rolePath.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
            return parts.dropLast().map { String(decoding: $0, as: UTF8.self) }
        }
    }

    /// The file's own name (`Score.swift`).
    public var fileName: String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.utf8.index(after: slash)...])
    }
}
