// The second attack's defects: a report aimed through a link, standard input that was never
// linted, a folder nobody could read. (The shapes that were still quadratic are measured by
// `umpire-bench --hostile`, which CI runs: performance is never a timed test.)

import Foundation
import Testing
@testable import UmpireCore
@testable import UmpireEngine
import UmpireRules

@Suite("Attack: the second round", .serialized)
struct SecondAttackTests {
    @Test("-o /dev/stdout and /proc/self/fd/1 with standard output in a file: the report lands in the file, the links stay links")
    func ownStreams() throws {
        let dir = try Scratch()
        try dir.write("App/A.swift", WriteAttackTests.printing)
        for target in ["/dev/stdout", "/proc/self/fd/1", "/dev/fd/1"] {
            let run = try WriteAttackTests.shell("UMPIRE lint . --format json -o \(target) > out.txt", in: dir.root)
            #expect(run.status == 1, "\(target): \(run.stderr)")
            #expect(try dir.read("out.txt").contains("\"no-print\""), "\(target)")
        }
        #expect(WriteAttackTests.mode("/dev/stdout") & S_IFMT == S_IFLNK, "/dev/stdout is still a link")
    }

    @Test("A report aimed at a link to a file neither follows nor replaces it: exit 2, both files as they were")
    func linkToFile() throws {
        let dir = try Scratch()
        try dir.write("App/A.swift", WriteAttackTests.printing)
        try dir.write("real.json", "old")
        #expect(symlink("real.json", dir.root + "/link.json") == 0)
        let run = dir.umpire([".", "--format", "json", "-o", "link.json"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("link.json is a link to a file"), "\(run.stderr)")
        #expect(WriteAttackTests.mode(dir.root + "/link.json") & S_IFMT == S_IFLNK)
        #expect(try dir.read("real.json") == "old")
    }

    @Test("Standard input that is binary or closed is not a pass: exit 2")
    func standardInput() throws {
        let dir = try Scratch()
        let binary = dir.umpire(["lint", "--stdin-path", "App/Bin.swift"], stdin: "\0\0\0print(1)\n")
        #expect(binary.status == 2, "\(binary.stderr)")
        #expect(binary.stderr.contains("standard input was not linted"))
        let closed = try WriteAttackTests.shell("UMPIRE lint --stdin-path App/S.swift <&-", in: dir.root)
        #expect(closed.status == 2)
        #expect(closed.stderr.contains("standard input is closed"), "\(closed.stderr)")
        let folder = try WriteAttackTests.shell("UMPIRE lint --stdin-path App/S.swift < /tmp", in: dir.root)
        #expect(folder.status == 2)
        #expect(folder.stderr.contains("standard input cannot be read"), "\(folder.stderr)")
    }

    @Test("A folder that cannot be listed is a note that leaves the run incomplete, not a silent pass")
    func unreadableFolder() throws {
        guard geteuid() != 0 else { return }  // root reads every folder; CI runs the suite unprivileged too
        let dir = try Scratch()
        try dir.write("App/Locked/A.swift", WriteAttackTests.printing)
        #expect(chmod(dir.root + "/App/Locked", 0) == 0)
        defer { chmod(dir.root + "/App/Locked", 0o755) }
        let run = dir.umpire(["lint", "."])
        #expect(run.status == 2, "\(run.stdout)")
        #expect(run.stdout.contains("App/Locked: note: folder cannot be read (Permission denied)"), "\(run.stdout)")
    }

    @Test("The walk's unlisted folder becomes an incomplete note (any user)")
    func unlistedFolderNote() throws {
        var ref = SourceFileRef(absolutePath: "/nowhere/Locked", displayPath: "App/Locked", rolePath: "App/Locked")
        ref.unlistedFolder = EACCES
        let engine = Engine(rules: try RuleSet(builtIn: BuiltInRules.all, configuration: Configuration(), only: nil))
        let result = engine.run([ref])
        #expect(result.incomplete)
        #expect(result.notes.first?.message == "folder cannot be read (Permission denied); its files were not linted")
    }
}
