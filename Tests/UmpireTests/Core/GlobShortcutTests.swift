// The suffix shortcut and the folder-name walk must answer exactly as the automaton does.

import Testing
@testable import UmpireCore
@testable import UmpireEngine

@Suite("Core: glob shortcuts")
struct GlobShortcutTests {
    static let patterns = ["*.swift", "**/*.messages.ts", "*.{test,spec}.*", "**/Tests/**", "**/__tests__/**",
                           "**/{test,tests,e2e}/**", "**/Services/Fake/**", "*.generated.swift", "Tests/**",
                           "**/*Tests/**", "**/{example,Example}*/**", "**/*Widget*/**", "**/.well-known/**",
                           "**/{snippets,stories,demo}/**", "*.{test,spec,e2e-spec}.*", "{fixtures,mock}.*", "*openapi*",
                           "*.min.*", "**/Fake*.swift", "README.md"]
    static let paths = ["a.swift", "ios/App/Views/Score.swift", "x.swift.bak", "Score.swiftx", ".swift",
                        "backend/src/wicket.messages.ts", "messages.ts", "backend/src/a.test.ts", "src/test/a.ts",
                        "src/tests/a.ts", "test/a.ts", "src/latest/a.ts", "src/testdata/a.ts", "Tests/A.swift",
                        "ios/AppTests/A.swift", "ios/Tests/Sub/A.swift", "ios/MyTests/A.swift", "x/__tests__/y.ts",
                        "ios/App/Services/Fake/FakeAuth.swift", "ios/App/Services/FakeAuth.swift", "e2e/flow.ts",
                        "Models/Live.generated.swift", "generated.swift", "Tests", "examples/basic/index.ts",
                        "packages/ExampleApp/Main.swift", "src/example.ts", "ios/ScoreWidget/View.swift", "Widget.swift",
                        "ios/MyWidgetExtension/A.swift", "web/.well-known/x.ts", "a/.well-knownx/b.ts", "src/demo/a.ts",
                        "src/demos/a.ts", "stories", "x/stories/y/z.tsx", "counterexample/a.ts", "Tests/",
                        "fixtures.ts", "src/fixtures.json", "src/fixtures/a.ts", "mock.ts", "mocked.ts", "openapi.yaml",
                        "api/openapi/x.ts", "docs/my-openapi-spec.ts", "dist/app.min.js", "min.js", "Fake/A.swift",
                        "Services/FakeAuth.swift", "README.md", "docs/README.md", "README.md/x", "a.e2e-spec.ts"]

    @Test("Each shortcut agrees with the automaton on every path", arguments: patterns)
    func agrees(pattern: String) throws {
        let glob = try Glob(pattern)
        for path in Self.paths {
            var copy = path
            let automaton = copy.withUTF8 { bytes in
                glob.alternatives.indices.contains { Glob.match(glob.alternatives[$0], bytes) }
            }
            #expect(glob.matches(path) == automaton, "\(pattern) on \(path)")
        }
    }

    @Test("A role's globs answered together agree with each glob answered alone")
    func roleSets() throws {
        for (role, globs) in RoleGlobs.defaultPatterns {
            let patterns = try RolePatterns(globs)
            for path in Self.paths + ["backend/src/app/handler.ts", "backend/scripts/seed.ts", "backend/src/wicket.test.ts",
                                      "ios/App/Views/ScoreView.swift", "examples/app/Views/A.swift", "backend/.github/x.ts"] {
                let alone = patterns.include.contains { $0.matches(path) } && !patterns.exclude.contains { $0.matches(path) }
                #expect(patterns.matches(path) == alone, "\(role) on \(path)")
            }
        }
    }

    @Test("The common role shapes take a shortcut")
    func shapes() throws {
        #expect(try Glob("*.swift").alternatives.allSatisfy { Glob.Shortcut($0) != nil })
        #expect(try Glob("**/*Widget*/**/*.swift").alternatives.allSatisfy { Glob.Shortcut($0) == nil })
        for folders in ["**/{test,tests}/**", "**/{example,Example}*/**", "**/*Tests/**", "**/*Widget*/**",
                        "*.{test,spec}.*", "{fixtures,mock}.*", "*openapi*"] {
            #expect(try Glob(folders).alternatives.allSatisfy { Glob.FolderNames.Name($0) != nil }, "\(folders)")
        }
        #expect(try Glob("**/Services/Fake/**").alternatives.allSatisfy { Glob.FolderNames.Name($0) == nil })
    }
}
