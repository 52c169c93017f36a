// `umpire copy`: every user-facing string with its findings, in three formats and for a change.

import Foundation
import Testing

@Suite("Copy review")
struct CopyCommandTests {
    static let messages = """
        export const wicketTitle = (team: string) => `${team} lose a wicket`;
        export const sixTitle = (batter: string) => `${batter} with a magnificent six`;

        """

    @Test("JSON lists each string with its kind, text and findings; errors exit 1")
    func json() throws {
        let dir = try Scratch()
        try dir.write("backend/src/notifications/six.messages.ts", Self.messages)
        let output = dir.umpire(["copy", "--format", "json"])
        #expect(output.status == 1)
        let object = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
        let copy = object?["copy"] as? [[String: Any]] ?? []
        #expect(copy.map { $0["text"] as? String } == ["{team} lose a wicket", "{batter} with a magnificent six"])
        #expect(copy.map { $0["kind"] as? String } == ["title", "title"])
        #expect(copy.map { $0["surface"] as? String } == ["notification", "notification"])
        #expect(copy.map { $0["sample"] as? String } == ["India lose a wicket", "Smith with a magnificent six"])
        let rules = copy.map { ($0["findings"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String } }
        #expect(rules == [[], ["copy-hype"]])
    }

    @Test("Markdown is a table per surface for a PR comment; text lists copy by file; lint formats are refused")
    func formats() throws {
        let dir = try Scratch()
        try dir.write("backend/src/notifications/six.messages.ts", Self.messages)
        let markdown = dir.umpire(["copy", "--format", "markdown"]).stdout
        #expect(markdown.contains("### Notifications\n\n| Where | As the reader sees it | Findings |"))
        #expect(markdown.contains("**Title:** India lose a wicket | ✅ |"))
        let text = dir.umpire(["copy"]).stdout
        #expect(text.contains("  backend/src/notifications/six.messages.ts\n    1  title  India lose a wicket\n"))
        #expect(text.contains("    2  title  Smith with a magnificent six\n"))
        #expect(dir.umpire(["copy", "--format", "sarif"]).status == 2)
        let html = dir.umpire(["lint", "--format", "html"])
        #expect(html.status == 2)
        #expect(html.stderr.contains("umpire copy --format html"))
    }

    @Test("--changed-since lists only the copy the change adds")
    func changedCopy() throws {
        let repo = try Scratch(git: true)
        try repo.write("backend/src/notifications/six.messages.ts", Self.messages)
        try repo.git("add", ".")
        try repo.git("commit", "-q", "-m", "base")
        try repo.write("backend/src/notifications/six.messages.ts",
                       Self.messages + "export const rainTitle = () => \"Rain delay\";\n")
        let output = repo.umpire(["copy", "--changed-since", "HEAD", "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
        let copy = object?["copy"] as? [[String: Any]] ?? []
        #expect(copy.map { $0["text"] as? String } == ["Rain delay"])
        #expect(output.status == 0)
    }
}
