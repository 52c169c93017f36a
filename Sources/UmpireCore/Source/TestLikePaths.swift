// Paths that hold seed data or examples in real repositories: demo text, not product copy.

/// Sample data and example code in real repositories: text there is demo content, not what the
/// product shows. (Tests, mocks and fixtures are the `test` role's, see `RoleGlobs.testPatterns`.)
public enum TestLikePaths {
    /// Folder names whose files load sample data into tables, or show how to use a library.
    static let sampleFolders: Set<String> = ["seed", "seeds", "seeders", "seeding", "examples", "example", "snippets",
                                             "docs"]

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
    /// A test, mock or fixture: the `test` role, whose defaults cover the usual layouts.
    @inlinable public var isTestLike: Bool { roles.contains(.test) }
}
