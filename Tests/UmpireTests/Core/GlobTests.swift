// Globs (`*`, `?`, `[…]`, `{a,b}`, `**`), role patterns with `!`, and the default file roles.

import Testing
import UmpireCore
import UmpireEngine

@Suite("Core: globs and file roles")
struct CoreGlobTests {
    func glob(_ pattern: String) throws -> Glob { try Glob(pattern) }

    @Test("A pattern without a slash matches the file name at any depth")
    func anyDepth() throws {
        let g = try glob("*.swift")
        #expect(g.matches("A.swift"))
        #expect(g.matches("ios/CricketApp/Views/ScoreView.swift"))
        #expect(!g.matches("ios/CricketApp/Views/ScoreView.swiftx"))
        #expect(!g.matches("ios/swift/README.md"))
        let name = try glob("Package.swift")
        #expect(name.matches("Package.swift") && name.matches("a/b/Package.swift"))
        #expect(!name.matches("a/MyPackage.swift"), "a bare name matches a whole file name, not a suffix")
    }

    @Test("A pattern with a slash is anchored at the root; `*` and `?` never cross a slash")
    func anchoredAndSingleSegment() throws {
        let g = try glob("src/*.ts")
        #expect(g.matches("src/a.ts"))
        #expect(!g.matches("src/lib/a.ts"))
        #expect(!g.matches("backend/src/a.ts"))
        let q = try glob("src/?.ts")
        #expect(q.matches("src/a.ts"))
        #expect(!q.matches("src/ab.ts"))
        #expect(!(try glob("a?b")).matches("x/a/b"), "`?` does not match a slash")
        #expect((try glob("./src/*.ts")).matches("src/a.ts"), "a leading ./ is ignored")
        #expect((try glob("/src/*.ts")).matches("src/a.ts"), "a leading / anchors at the root")
    }

    @Test("`**/` matches zero or more folders; a trailing `**` matches everything below")
    func globStar() throws {
        let g = try glob("backend/**/*.ts")
        #expect(g.matches("backend/a.ts"), "zero folders")
        #expect(g.matches("backend/src/a.ts"))
        #expect(g.matches("backend/src/deep/er/a.ts"))
        #expect(!g.matches("frontend/src/a.ts"))
        let below = try glob("ios/**")
        #expect(below.matches("ios/A.swift") && below.matches("ios/App/Views/A.swift"))
        #expect(!below.matches("iosx/A.swift"))
        let folder = try glob("Fixtures/")
        #expect(folder.matches("Fixtures/a/b.swift"), "a trailing slash means everything in the folder")
    }

    @Test("`**/NAME/` matches only a whole folder name, not the end of a longer one")
    func globStarWholeSegment() throws {
        let g = try glob("**/Views/**/*.swift")
        #expect(g.matches("Views/A.swift"))
        #expect(g.matches("ios/App/Views/A.swift"))
        #expect(!g.matches("ios/App/PreviewViews/A.swift"))
        let tests = try glob("**/__tests__/**")
        #expect(!tests.matches("backend/src/not__tests__/a.ts"))
        let x = try glob("**/x")
        #expect(!x.matches("ax"))
        #expect(x.matches("a/x") && x.matches("x"))
    }

    @Test("Braces expand to alternatives, also nested and inside folders")
    func braces() throws {
        let g = try glob("*.{ts,tsx}")
        #expect(g.matches("a/b.ts") && g.matches("a/b.tsx"))
        #expect(!g.matches("a/b.js"))
        let nested = try glob("src/{api,{jobs,workers}}/*.ts")
        #expect(nested.matches("src/api/a.ts") && nested.matches("src/jobs/a.ts") && nested.matches("src/workers/a.ts"))
        #expect(!nested.matches("src/other/a.ts"))
        let empty = try glob("a{,b}.ts")
        #expect(empty.matches("a.ts") && empty.matches("ab.ts"))
    }

    @Test("Character classes: sets, ranges, negation, and `]` first is literal")
    func classes() throws {
        let set = try glob("file[abc].ts")
        #expect(set.matches("fileb.ts"))
        #expect(!set.matches("filed.ts"))
        let range = try glob("v[0-9].ts")
        #expect(range.matches("v7.ts") && !range.matches("vx.ts"))
        let negated = try glob("v[!0-9].ts")
        #expect(negated.matches("vx.ts") && !negated.matches("v7.ts"))
        #expect((try glob("v[^0-9].ts")).matches("vx.ts"))
        #expect(!negated.matches("v/.ts"), "a negated class still never matches a slash")
        let bracket = try glob("a[]]b")
        #expect(bracket.matches("a]b"))
        let notBracket = try glob("v[!]].ts")
        #expect(notBracket.matches("va.ts") && !notBracket.matches("v].ts"), "also right after `!`")
        let escaped = try glob(#"a\*b"#)
        #expect(escaped.matches("a*b") && !escaped.matches("axb"), "a backslash escapes")
    }

    @Test("Invalid globs are rejected with a reason", arguments: [
        ("[z-a].ts", "reversed range"),
        ("[abc.ts", "unclosed `[`"),
        ("{a,b.ts", "unclosed `{`"),
        ("src/a**/b.ts", "`**` must be a whole path segment"),
    ])
    func invalid(pattern: String, reason: String) {
        #expect {
            try Glob(pattern)
        } throws: { error in
            "\(error)".contains(reason) && "\(error)".contains(pattern)
        }
    }

    @Test("Long patterns (more than 63 pieces) match like short ones")
    func longPatterns() throws {
        let folder = String(repeating: "abcdefgh/", count: 8)
        let g = try glob(folder + "**/*.swift")
        #expect(g.matches(folder + "A.swift"))
        #expect(g.matches(folder + "x/y/A.swift"))
        #expect(!g.matches(folder + "A.ts"))
        let whole = try glob(folder + "**/Views/*.swift")
        #expect(whole.matches(folder + "app/Views/A.swift"))
        #expect(!whole.matches(folder + "app/PreviewViews/A.swift"))
    }

    @Test("Role patterns: a file matches an include glob and no `!` glob")
    func negation() throws {
        let p = try RolePatterns(["*.swift", "!**/Generated/**", "!*.generated.swift"])
        #expect(p.matches("ios/App/A.swift"))
        #expect(!p.matches("ios/Generated/A.swift"))
        #expect(!p.matches("ios/App/A.generated.swift"))
        #expect(!p.matches("ios/App/A.ts"))
        #expect(!(try RolePatterns(["!*.swift"])).matches("A.swift"), "only exclusions match nothing")
    }

    @Test("Default roles of typical paths", arguments: [
        ("ios/CricketApp/Views/ScoreView.swift", ["ios", "view"]),
        ("ios/CricketApp/Services/MatchService.swift", ["ios", "service"]),
        ("ios/CricketApp/Services/Fake/FakeMatchService.swift", ["ios", "service", "fakeService"]),
        ("ios/CricketApp/Models/Match.swift", ["ios", "model"]),
        ("ios/CricketAppTests/X.swift", ["test"]),
        ("ios/Tests/ScoreTests.swift", ["test"]),
        ("ios/CricketWidget/LiveActivity/A.swift", ["ios", "widget"]),
        ("ios/CricketApp/API.generated.swift", ["ios", "generated"]),
        ("backend/src/handlers/score.ts", ["backend"]),
        ("backend/src/x.messages.ts", ["backend", "messages"]),
        ("backend/src/__tests__/a.test.ts", ["test"]),
        ("backend/src/score.spec.ts", ["test"]),
        ("backend/src/fixtures/match.ts", ["test"]),
        ("infra/scripts/deploy.sh", ["infra"]),
        // Xcode Cloud's build scripts run on its machines, not in the app.
        ("ci_scripts/create_release.swift", []),
        ("D2A/ci_scripts/ci_post_clone.swift", []),
        ("Scripts/check_xccov_thresholds.swift", []),
        ("PiedSniper/Playground.playground/Contents.swift", []),
        ("Sources/Playground.playground/Pages/Intro.xcplaygroundpage/Contents.swift", []),
    ])
    func defaultRoles(path: String, expected: [String]) {
        let roles = RoleGlobs.defaults.roles(of: path)
        #expect(Set(roles.names) == Set(expected), "\(path): \(roles.names)")
    }

    @Test("Default roles are not fooled by folder names that only end like a role folder", arguments: [
        ("ios/CricketApp/PreviewViews/A.swift", "view"),
        ("ios/CricketApp/MockServices/A.swift", "service"),
        ("ios/CricketApp/DataModels/A.swift", "model"),
        ("backend/src/testfixtures/a.ts", "test"),
    ])
    func lookAlikeFolders(path: String, role: String) {
        #expect(!RoleGlobs.defaults.roles(of: path).names.contains(role), "\(path)")
    }

    @Test("Configured roles replace the default globs of that role only")
    func overriddenRoles() throws {
        let roles = try RoleGlobs(overriding: ["view": ["ios/**/Screens/*.swift"]])
        #expect(roles.roles(of: "ios/App/Screens/Home.swift").contains(.view))
        #expect(!roles.roles(of: "ios/App/Views/Home.swift").contains(.view))
        #expect(roles.roles(of: "ios/App/Views/Home.swift").contains(.ios), "other roles keep their defaults")
    }

    @Test("A Swift type conforming to View gives the view role whatever the path")
    func contentRoles() {
        let file = RuleContext(path: "ios/App/Screens/Home.swift", source: "struct Home: View {\n  var body: some View { Text(\"x\") }\n}\n")
        #expect(file.roles.contains(.view))
        let model = RuleContext(path: "ios/App/Match.swift", source: "struct Match: Codable { let id: String }\n")
        #expect(model.roles.contains(.model) && !model.roles.contains(.view))
    }

    @Test("A view model: an ObservableObject anywhere, or a file under ViewModels/ or named for one")
    func viewModelRole() {
        let observed = RuleContext(path: "ios/App/Scores/LiveScores.swift", source: "final class LiveScores: ObservableObject {\n  @Published var state: MatchDisplayState?\n}\n")
        #expect(observed.roles.contains(.viewModel) && !observed.roles.contains(.view))
        #expect(RoleGlobs.defaults.roles(of: "ios/App/ViewModels/Fixtures.swift").contains(.viewModel))
        #expect(RoleGlobs.defaults.roles(of: "ios/App/Scores/ScoreViewModel.swift").contains(.viewModel))
        #expect(!RoleGlobs.defaults.roles(of: "ios/App/Views/ScoreView.swift").contains(.viewModel))
        let store = RuleContext(path: "ios/App/Stores/Settings.swift", source: "// an ObservableObject would be nice\nstruct Settings { let observed = \"ObservableObject\" }\n")
        #expect(!store.roles.contains(.viewModel), "the word in a comment or a string is not a conformance")
    }
}
