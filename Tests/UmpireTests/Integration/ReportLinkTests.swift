// Markdown reports are read in pull-request comments, away from the checkout: their file links
// are absolute whenever the run knows where the repository's files are browsed.

import Testing
import UmpireCore
import UmpireEngine

@Suite("Report links")
struct ReportLinkTests {
    func repository() throws -> Scratch {
        let dir = try Scratch(git: true)
        try dir.write("ios/App/Views/Score View.swift", "func f() { print(1) }\n")
        return dir
    }

    @Test("--link-base makes Markdown links absolute, from the repository's root whatever the current folder")
    func linkBaseOption() throws {
        let dir = try repository()
        let base = "https://github.com/cricket/app/blob/4f2a9c1"
        let fromRoot = dir.umpire(["ios", "--format", "markdown", "--link-base", base + "/"])
        #expect(fromRoot.stdout.contains("(\(base)/ios/App/Views/Score%20View.swift#L1)"))
        let sub = Scratch.at(dir.root + "/ios")
        let fromSubfolder = sub.umpire(["App", "--format", "markdown", "--link-base", base])
        #expect(fromSubfolder.stdout.contains("[App/Views/Score View.swift:1](\(base)/ios/App/Views/Score%20View.swift#L1)"))
    }

    @Test("In GitHub Actions the run's repository and commit are the link base; elsewhere links stay relative")
    func githubEnvironment() throws {
        let dir = try repository()
        let environment = ["GITHUB_SERVER_URL": "https://github.com", "GITHUB_REPOSITORY": "cricket/app",
                           "GITHUB_SHA": "4f2a9c1", "GITHUB_WORKSPACE": dir.root]
        let actions = dir.umpire(["ios", "--format", "markdown"], environment: environment)
        #expect(actions.stdout.contains("(https://github.com/cricket/app/blob/4f2a9c1/ios/App/Views/Score%20View.swift#L1)"))
        let copy = dir.umpire(["copy", "ios", "--format", "markdown"], environment: environment)
        #expect(copy.status != 2)
        let local = dir.umpire(["ios", "--format", "markdown"])
        #expect(local.stdout.contains("](ios/App/Views/Score%20View.swift#L1)"))
        let partial = dir.umpire(["ios", "--format", "markdown"], environment: ["GITHUB_REPOSITORY": "cricket/app"])
        #expect(partial.stdout.contains("](ios/App/Views/Score%20View.swift#L1)"), "half a GitHub environment is no link base")
    }

    @Test("A path outside the repository keeps its relative link; a link base that is not a URL is refused")
    func outsideAndInvalid() throws {
        let links = ReportLinks(base: "https://example.com/r/blob/1", folder: "ios")
        #expect(links.href("../../elsewhere/X.swift", line: 3) == "../../elsewhere/X.swift#L3")
        #expect(links.href("../backend/a.ts", line: 2) == "https://example.com/r/blob/1/backend/a.ts#L2")
        let dir = try repository()
        let refused = dir.umpire(["ios", "--link-base", "github.com/cricket/app"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("--link-base needs an http(s) URL"))
    }
}
