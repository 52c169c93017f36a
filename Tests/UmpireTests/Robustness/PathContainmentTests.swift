// Every way a path enters Umpire stays inside the repository once links are resolved: a pull
// request that commits `evil.messages.ts → /some/secret` must not make CI read the secret.

import Foundation
import Testing
@testable import UmpireCore
@testable import UmpireEngine

@Suite("Path containment", .serialized)
struct PathContainmentTests {
    /// A repository with one commit, and a secret outside it that is valid copy to print.
    func repositoryAndSecret() throws -> (repo: Scratch, secret: Scratch) {
        let repo = try Scratch(git: true)
        let secret = try Scratch()
        try secret.write("secret.messages.ts", "export const token = \"hunter2 SECRET-VALUE in the clear\";\n")
        try secret.write("config.json", "{\"aws_secret_access_key\": \"SECRET-VALUE\"}\n")
        try repo.write("backend/src/ok.messages.ts", "export const wicketTitle = \"Wicket\";\n")
        try repo.git("add", ".")
        try repo.git("commit", "-q", "-m", "base")
        return (repo, secret)
    }

    func link(_ repo: Scratch, _ path: String, to target: String) throws {
        try FileManager.default.createDirectory(atPath: (repo.root + "/" + path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: repo.root + "/" + path, withDestinationPath: target)
    }

    @Test("--changed-since and --staged never read a committed link to a file outside the repository")
    func gitPathsStayInside() throws {
        let (repo, secret) = try repositoryAndSecret()
        try link(repo, "backend/src/evil.messages.ts", to: secret.root + "/secret.messages.ts")
        try repo.git("add", ".")
        for args in [["--staged"], ["--changed-since", "HEAD"]] {
            for command in [["copy"], ["lint"]] {
                let out = repo.umpire(command + args + ["--format", "json"])
                #expect(!out.stdout.contains("SECRET-VALUE"), "\(command + args) printed the secret")
                #expect(out.stdout.contains("backend/src/evil.messages.ts"), "\(command + args): a note names the link")
                #expect(out.stdout.contains("symbolic link"), "\(command + args): the note says why\n\(out.stdout)")
            }
            let text = repo.umpire(args)
            #expect(text.stdout.contains("in 0 files"), "\(args): the link's target is not linted\n\(text.stdout)")
        }
        try repo.git("commit", "-q", "-m", "add the link")
        let out = repo.umpire(["copy", "--changed-since", "HEAD~1"])
        #expect(!out.stdout.contains("SECRET-VALUE"))
    }

    @Test("A link inside the repository to a file inside it is still linted with --changed-since")
    func linkInsideIsLinted() throws {
        let (repo, _) = try repositoryAndSecret()
        try repo.write("ios/App/Views/Real.swift", "func f() { print(1) }\n")
        try link(repo, "ios/App/Views/Alias.swift", to: repo.root + "/ios/App/Views/Real.swift")
        let found = try Scratch.findings(repo.umpire(["--changed-since", "HEAD", "--format", "json"]).stdout).map(\.path)
        #expect(found.sorted() == ["ios/App/Views/Alias.swift", "ios/App/Views/Real.swift"])
    }

    @Test("A path argument that is a link out of the repository is a note, not a read")
    func argumentsStayInside() throws {
        let (repo, secret) = try repositoryAndSecret()
        try link(repo, "backend/src/evil.messages.ts", to: secret.root + "/secret.messages.ts")
        try link(repo, "backend/leaked", to: secret.root)
        for path in ["backend/src/evil.messages.ts", "backend/leaked"] {
            let out = repo.umpire(["copy", path, "--format", "json"])
            #expect(!out.stdout.contains("SECRET-VALUE"), "\(path)")
            #expect(out.stdout.contains("symbolic link"), "\(path): \(out.stdout)")
        }
        // A file outside the repository named directly is the user's choice, not a link's.
        let direct = repo.umpire(["copy", secret.root + "/secret.messages.ts", "--format", "json"])
        #expect(direct.stdout.contains("SECRET-VALUE"))
    }

    @Test("A configuration or baseline that links out of the repository is refused with exit 2")
    func configurationAndBaselineStayInside() throws {
        let (repo, secret) = try repositoryAndSecret()
        try link(repo, ".umpire.json", to: secret.root + "/config.json")
        let found = repo.umpire([])
        #expect(found.status == 2)
        #expect(found.stderr.contains(".umpire.json") && found.stderr.contains("outside the repository"), "\(found.stderr)")
        #expect(!found.stderr.contains("aws_secret_access_key"))
        let named = repo.umpire(["--config", ".umpire.json"])
        #expect(named.status == 2 && !named.stderr.contains("aws_secret_access_key"))
        try FileManager.default.removeItem(atPath: repo.root + "/.umpire.json")
        try link(repo, "baseline.json", to: secret.root + "/config.json")
        let baseline = repo.umpire(["--baseline", "baseline.json"])
        #expect(baseline.status == 2)
        #expect(baseline.stderr.contains("outside the repository"), "\(baseline.stderr)")
    }

    @Test("A report's temporary file is never written through a planted link")
    func reportsDoNotFollowLinks() throws {
        let (repo, secret) = try repositoryAndSecret()
        // A link where the report goes is neither written through nor replaced: the run says so.
        try link(repo, "out.json", to: secret.root + "/config.json")
        let out = repo.umpire(["--format", "json:out.json"])
        #expect(out.status == 2, "\(out.stderr)")
        #expect(out.stderr.contains("out.json is a link to a file"), "\(out.stderr)")
        #expect(try String(contentsOfFile: secret.root + "/config.json", encoding: .utf8).contains("aws_secret_access_key"))
        var info = stat()
        #expect(lstat(repo.root + "/out.json", &info) == 0 && info.st_mode & S_IFMT == S_IFLNK, "still the link")
        // The temporary name is not guessable from the process id alone.
        try link(repo, "report.sarif.umpire-\(getpid()).tmp", to: secret.root + "/config.json")
        #expect(repo.umpire(["--format", "sarif:report.sarif"]).status == 0)
        #expect(try String(contentsOfFile: secret.root + "/config.json", encoding: .utf8).contains("aws_secret_access_key"))
    }
}
