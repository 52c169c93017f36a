// Paths that hold tests, mocks, seed data or examples in real repositories, beyond the `test` role's defaults.

/// The default `test` role misses common layouts (`test/`, `tests/`, `e2e/`, `*.e2e.ts`); backend
/// rules and copy extraction ask this as well, so a project needs no role configuration for them.
public enum TestLikePaths {
    /// Folder names whose files are tests, mocks or fixtures (compared as written: `Fixtures/`
    /// and `Tests/` with capitals hold Swift code or whole sample repositories).
    static let testFolders: Set<String> = ["test", "tests", "__tests__", "__mocks__", "mocks", "e2e", "fixtures",
                                           "testdata", "test-data", "testing", "spec", "specs"]
    /// Folder names whose files load sample data into tables, or show how to use a library.
    static let sampleFolders: Set<String> = ["seed", "seeds", "seeders", "seeding", "examples", "example", "snippets",
                                             "docs"]
    /// Infixes of test file names: `follow.test.ts`, `follow.e2e-spec.ts`, `types.test-d.ts`.
    static let testInfixes = [".test.", ".spec.", ".e2e.", ".e2e-spec.", ".test-d.", ".mock.", ".mocks.", ".stories."]

    /// Whether `path` (relative, `/`-separated) is a test, mock or fixture file.
    public static func isTest(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        guard let name = parts.last?.lowercased() else { return false }
        if parts.dropLast().contains(where: { testFolders.contains(String($0)) }) { return true }
        return testInfixes.contains { name.contains($0) }
    }

    /// Whether `path` is seed data (`scripts/seedTeams.ts`, `seeds/teams.ts`) or example and
    /// documentation code (`examples/`, `docs/`): sample rows and demo values, not text the
    /// product shows from its logic.
    public static func isSampleData(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        guard let name = parts.last?.lowercased() else { return false }
        if parts.dropLast().contains(where: { sampleFolders.contains(String($0)) }) { return true }
        return name.hasPrefix("seed") && !name.hasPrefix("seedling")
    }
}

extension LexedFile {
    /// A test, mock or fixture by path (see `TestLikePaths.isTest`), or by the `test` role.
    public var isTestLike: Bool { roles.contains(.test) || TestLikePaths.isTest(rolePath) }
}
