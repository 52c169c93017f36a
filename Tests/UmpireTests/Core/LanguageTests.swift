// Which files Umpire reads, by extension: asked of every entry the folder walk lists.

import Testing
@testable import UmpireCore

@Suite("Core: languages by extension")
struct LanguageTests {
    @Test("Each extension Umpire reads, JSX only for .tsx and .jsx")
    func readExtensions() {
        let cases: [(String, Language, Bool)] = [
            ("ios/App/Views/MatchView.swift", .swift, false), ("backend/src/follow.ts", .typeScript, false),
            ("web/Card.tsx", .typeScript, true), ("web/card.jsx", .typeScript, true), ("lib/a.mts", .typeScript, false),
            ("lib/a.cts", .typeScript, false), ("lib/a.js", .typeScript, false), ("lib/a.mjs", .typeScript, false),
            ("lib/a.cjs", .typeScript, false), ("infra/migrate-001.sh", .shell, false), ("infra/run.bash", .shell, false),
            ("ios/App/Info.plist", .plist, false), (".swift", .swift, false),
        ]
        for (path, language, jsx) in cases {
            let found = Language.of(path: path)
            #expect(found?.language == language && found?.jsx == jsx, "\(path)")
        }
    }

    @Test("No language for other extensions, a case that differs, a dot in a folder's name, or none at all")
    func unreadExtensions() {
        for path in ["README.md", "Makefile", "ios/App/View.SWIFT", "a.swiftx", "docs.ts/README", "file.", "a.s", "photo.png", "x.tsxx", ""] {
            #expect(Language.of(path: path) == nil, "\(path)")
        }
    }
}
