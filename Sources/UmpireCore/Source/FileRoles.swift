// What a file is to the product (app code, a view, a service, a messages file…), by path and content.

public struct FileRoles: OptionSet, Sendable, Hashable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    public static let ios = FileRoles(rawValue: 1 << 0)
    public static let widget = FileRoles(rawValue: 1 << 1)
    public static let view = FileRoles(rawValue: 1 << 2)
    public static let service = FileRoles(rawValue: 1 << 3)
    public static let fakeService = FileRoles(rawValue: 1 << 4)
    public static let model = FileRoles(rawValue: 1 << 5)
    public static let backend = FileRoles(rawValue: 1 << 6)
    public static let messages = FileRoles(rawValue: 1 << 7)
    public static let test = FileRoles(rawValue: 1 << 8)
    public static let infra = FileRoles(rawValue: 1 << 9)
    public static let generated = FileRoles(rawValue: 1 << 10)
    /// A view model: what a view shows, prepared in a class it observes.
    public static let viewModel = FileRoles(rawValue: 1 << 11)

    /// The names used in configuration (`roles`) and in `umpire rules`.
    public static let named: [(name: String, role: FileRoles)] = [
        ("ios", .ios), ("widget", .widget), ("view", .view), ("service", .service),
        ("fakeService", .fakeService), ("model", .model), ("backend", .backend),
        ("messages", .messages), ("test", .test), ("infra", .infra), ("generated", .generated),
        ("viewModel", .viewModel),
    ]

    public var names: [String] { Self.named.filter { contains($0.role) }.map(\.name) }
}

/// A role's path patterns: a file has the role when it matches an include glob and no `!` glob.
/// A class, not a struct: every file's roles read each role's patterns, and reading a struct of
/// arrays out of its holder copied and released them all per file (a percent of a run).
public final class RolePatterns: Sendable {
    public let include: [Glob]
    public let exclude: [Glob]
    /// The same globs compiled together, so each side is one pass over the path.
    private let includeSet: GlobSet
    private let excludeSet: GlobSet

    /// Matches nothing.
    public static let nothing = RolePatterns(include: [], exclude: [])

    private init(include: [Glob], exclude: [Glob]) {
        self.include = include
        self.exclude = exclude
        includeSet = GlobSet(include)
        excludeSet = GlobSet(exclude)
    }

    public convenience init(_ patterns: [String]) throws {
        var include: [Glob] = [], exclude: [Glob] = []
        for pattern in patterns {
            if pattern.hasPrefix("!") {
                exclude.append(try Glob(String(pattern.dropFirst())))
            } else {
                include.append(try Glob(pattern))
            }
        }
        self.init(include: include, exclude: exclude)
    }

    public func matches(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { matches(bytes: $0) }
    }

    /// The same on a path's UTF-8 bytes (every role tests one path's).
    func matches(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        matches(bytes: bytes, slashes: Glob.slashes(in: bytes))
    }

    func matches(bytes: UnsafeBufferPointer<UInt8>, slashes: [Int]) -> Bool {
        includeSet.matches(bytes, slashes: slashes) && !excludeSet.matches(bytes, slashes: slashes)
    }
}

/// The path globs of every role. `view`, and `model` for `Codable` types, also come from content.
public struct RoleGlobs: Sendable {
    public var patterns: [String: RolePatterns] {
        didSet { ordered = Self.order(patterns) }
    }
    /// The patterns by role, in a fixed order, so a file's roles need no dictionary lookups.
    private var ordered: [RoleMatcher] = []

    /// One role's patterns, held by reference: reading it per file costs one retain, where
    /// copying the patterns out of a tuple retained each of their arrays (a tenth of the run's
    /// role matching).
    private final class RoleMatcher: Sendable {
        let role: FileRoles
        let patterns: RolePatterns
        init(role: FileRoles, patterns: RolePatterns) {
            self.role = role
            self.patterns = patterns
        }
    }

    private static func order(_ patterns: [String: RolePatterns]) -> [RoleMatcher] {
        FileRoles.named.compactMap { named in patterns[named.name].map { RoleMatcher(role: named.role, patterns: $0) } }
    }

    public static let defaultPatterns: [String: [String]] = [
        // Xcode Cloud's `ci_scripts/` and a `Scripts/` folder's command-line tools run on build
        // machines: tooling, not the shipped app. A playground is a scratchpad the app never
        // builds, where print() is how it shows a result.
        "ios": ["*.swift", "!**/Tests/**", "!**/*Tests/**", "!**/{ci_scripts,scripts,Scripts}/**", "!**/*.playground/**"]
            + examplePatterns.map { "!" + $0 },
        "widget": ["**/*Widget*/**/*.swift"],
        "view": ["**/Views/**/*.swift"],
        "viewModel": ["**/ViewModels/**/*.swift", "*ViewModel.swift", "*ViewModel+*.swift", "**/Presenters/**/*.swift", "*Presenter.swift"],
        "service": ["**/Services/**/*.swift"],
        "fakeService": ["**/Services/Fake/**/*.swift"],
        "model": ["**/Models/**/*.swift"],
        "backend": ["*.{ts,mts,cts,js,mjs,cjs}"]
            + (frontEndPatterns + examplePatterns + scriptPatterns + machinePatterns + testPatterns).map { "!" + $0 },
        "messages": ["*.messages.ts"],
        "test": testPatterns + ["**/Tests/**", "**/*Tests/**"],
        "infra": ["*.sh"],
        "generated": ["*.generated.swift", "*.generated.ts"],
    ]

    /// The web front end, which is not the backend's TypeScript: components and pages (React
    /// `.tsx`/`.jsx` anywhere), a Next.js `app/` at the top or one level down, `frontend/`.
    public static let frontEndPatterns = ["*.{tsx,jsx}", "{app,*/app}/**", "**/{components,pages,frontend}/**"]

    /// Example apps, snippets and stories: how to use a library, not the product.
    public static let examplePatterns = ["**/{example,Example}*/**", "**/{snippets,stories,demo,demos,Demo,playground,playgrounds,template,templates}/**"]

    /// Command-line helpers and scripts around the backend (a seed script, a release tool).
    public static let scriptPatterns = ["**/{scripts,bin,cli}/**"]

    /// Text for other programs and bundles nobody writes: `.well-known` documents, OpenAPI
    /// descriptions, minified builds, CI workflows.
    public static let machinePatterns = ["**/.well-known/**", "*openapi*", "*.min.*", "*.bundle.*", "**/.github/**"]

    /// Where tests, mocks and fixtures live in TypeScript repositories: file infixes (`follow.test.ts`,
    /// `api.e2e-spec.ts`, `types.test-d.ts`, `store.mock.ts`) and folders, lower-case as written
    /// (`Fixtures/` with a capital is sample code, `Tests/` is Swift's and listed separately).
    public static let testPatterns = [
        "*.{test,spec,e2e,e2e-spec,test-d,mock,mocks,stories,fixture,fixtures}.*", "{mock,mocks,test}.*",
        // `fixtures.ts` is a test's data; `fixture.schema.ts` and `fixture.store.ts` are a sports
        // backend's code, where a fixture is a match.
        "{fixtures,fixture}.{ts,tsx,js,jsx,mjs,cjs,json}",
        "**/{__tests__,__mocks__,__fixtures__,test,tests,mocks,e2e,fixtures,testdata,test-data,testing,spec,specs,cypress}/**",
    ]

    // The defaults are valid globs; a failure here is a programming error caught by the tests.
    public static let defaults = try! RoleGlobs(overriding: [:])

    /// Roles the configuration sets itself: Umpire then takes its globs as written.
    public private(set) var customized: Set<String> = []

    public func isCustomized(_ role: String) -> Bool { customized.contains(role) }

    public init(overriding custom: [String: [String]]) throws {
        customized = Set(custom.keys)
        var patterns: [String: RolePatterns] = [:]
        for (name, globs) in Self.defaultPatterns {
            patterns[name] = try RolePatterns(custom[name] ?? globs)
        }
        self.patterns = patterns
        ordered = Self.order(patterns)
    }

    public func roles(of path: String) -> FileRoles {
        var path = path
        return path.withUTF8 { bytes in
            var roles: FileRoles = []
            let slashes = Glob.slashes(in: bytes)
            for matcher in ordered where matcher.patterns.matches(bytes: bytes, slashes: slashes) {
                roles.insert(matcher.role)
            }
            return roles
        }
    }
}

extension FileRoles {
    /// The roles a path gives a file, with those its content shows (a SwiftUI view, a widget)
    /// when the path makes it the app's code: an example app's views (`examples/…`) are no more
    /// the product's than a test's are. A generator's header makes any file generated.
    public func adding(content: FileRoles) -> FileRoles {
        content.isEmpty ? self : contains(.ios) ? union(content) : union(content.intersection(.generated))
    }
}
