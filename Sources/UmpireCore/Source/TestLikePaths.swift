// Paths that hold seed data or examples in real repositories: demo text, not product copy.

/// Sample data and example code in real repositories: text there is demo content, not what the
/// product shows. (Tests, mocks and fixtures are the `test` role's, see `RoleGlobs.testPatterns`.)
public enum TestLikePaths {
    /// Folder names whose files load sample data into tables, or show how to use a library.
    static let sampleFolders: Set<String> = ["seed", "seeds", "seeders", "seeding", "examples", "example", "snippets",
                                             "docs",
                                             // Data migrations: one-off rewrites of stored rows (`steps: [{ title: "Step 1" }]`).
                                             "migrations", "data-migration"]

    /// Whether `path` is seed data (`scripts/seedTeams.ts`, `seeds/teams.ts`) or example and
    /// documentation code (`examples/`, `docs/`): sample rows and demo values, not text the
    /// product shows from its logic.
    public static func isSampleData(_ path: String) -> Bool {
        // Asked for every TypeScript file: read the path's bytes, build no strings.
        var path = path
        return path.withUTF8 { bytes in
            guard let start = fileNameStart(bytes, outside: sampleFolderBytes) else { return true }
            let name = bytes[start...].lazy.map { $0 | 0x20 }  // ASCII lower case is enough for "seed"
            return name.starts(with: Array("seed".utf8)) && !name.starts(with: Array("seedling".utf8))
        }
    }

    private static let sampleFolderBytes = sampleFolders.map { Array($0.utf8) }

    /// Sample data or operators' tooling: text there is a developer's, never the product's copy.
    public static func holdsNoProductCopy(_ path: String) -> Bool {
        isSampleData(path) || isOperatorTooling(path)
    }

    /// Whether `path` is operators' tooling: a dashboard's panels (`monitoring/`, `admin/`), a script
    /// that diagnoses (`collectAPNsDiagnostics.js`, `diagnostics/`) or the logger's set-up
    /// (`Logger.js`, `logger.ts`: a transport's `label`). Its titles and test pushes are a
    /// developer's, not the product's copy; its code is still code.
    public static func isOperatorTooling(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            guard let start = fileNameStart(bytes, outside: toolingFolderBytes) else { return true }
            let name = UnsafeBufferPointer(rebasing: bytes[start...])
            if name.starts(with: logger) || name.starts(with: Logger) { return true }
            return ByteSearch.find(diagnostic, in: name) != nil || ByteSearch.find(Diagnostic, in: name) != nil
        }
    }

    /// Where a path's file name starts, or nil when one of its folders is named one of `folders`.
    private static func fileNameStart(_ bytes: UnsafeBufferPointer<UInt8>, outside folders: [[UInt8]]) -> Int? {
        var start = 0
        for (i, b) in bytes.enumerated() where b == UInt8(ascii: "/") {
            if folders.contains(where: { $0.elementsEqual(bytes[start..<i]) }) { return nil }
            start = i + 1
        }
        return start
    }

    /// An `admin/` folder is the operators' own pages (a status dashboard's rows and legends).
    private static let toolingFolderBytes = ["monitoring", "diagnostics", "admin"].map { Array($0.utf8) }
    private static let diagnostic = Array("diagnostic".utf8), Diagnostic = Array("Diagnostic".utf8)
    private static let logger = Array("logger.".utf8), Logger = Array("Logger.".utf8)
}

extension RuleContext {
    /// A test, mock or fixture: the `test` role, whose defaults cover the usual layouts.
    public var isTestLike: Bool { roles.contains(.test) }
}
