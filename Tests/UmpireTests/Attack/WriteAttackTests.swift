// Writing reports and fixes: into what the target is, keeping what it has, never trapping on
// a stream that cannot take the output.

import Foundation
import Testing
@testable import UmpireCore
@testable import UmpireEngine

@Suite("Attack: writes where they must not", .serialized)
struct WriteAttackTests {
    static let printing = "func g() {\n    print(2)\n}\n"

    /// Runs the built binary through the shell, for redirections a Process cannot express.
    static func shell(_ command: String, in folder: String, environment: [String: String] = [:]) throws -> (status: Int32, stdout: String, stderr: String) {
        let binary = try #require(InterruptionTests.binary, "the umpire executable is built with the tests")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command.replacingOccurrences(of: "UMPIRE", with: "'" + binary + "'")]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }

    static func mode(_ path: String) -> mode_t {
        var info = stat()
        _ = lstat(path, &info)
        return info.st_mode
    }

    @Test("A report aimed at a pipe or at a link to a device is written into it; neither is replaced")
    func streamsStayStreams() throws {
        let dir = try Scratch()
        try dir.write("App/A.swift", Self.printing)
        #expect(mkfifo(dir.root + "/report.fifo", 0o644) == 0)
        // A reader on the pipe, as `umpire -o fifo` is used with another process.
        let received = ParallelBox()
        let fifo = dir.root + "/report.fifo"
        let reader = Thread {
            let handle = FileHandle(forReadingAtPath: fifo)
            received.value = String(decoding: handle?.readDataToEndOfFile() ?? Data(), as: UTF8.self)
        }
        reader.start()
        #expect(dir.umpire([".", "--format", "json", "-o", "report.fifo"]).status == 1)
        for _ in 0..<100 where received.value == nil { Thread.sleep(forTimeInterval: 0.02) }
        #expect(received.value?.contains("\"no-print\"") == true)
        #expect(Self.mode(dir.root + "/report.fifo") & S_IFMT == S_IFIFO, "still a pipe")

        #expect(symlink("/dev/null", dir.root + "/null-link") == 0)
        #expect(dir.umpire([".", "-o", "null-link"]).status == 1)
        #expect(Self.mode(dir.root + "/null-link") & S_IFMT == S_IFLNK, "the link is not replaced by a file")
        #expect(Self.mode("/dev/null") & S_IFMT == S_IFCHR)
    }

    @Test("An existing report keeps its mode, its hard links and (as root) its owner")
    func reportKeepsWhatItHas() throws {
        let dir = try Scratch()
        try dir.write("App/A.swift", Self.printing)
        try dir.write("report.json", "old\n")
        #expect(chmod(dir.root + "/report.json", 0o640) == 0)
        #expect(dir.umpire([".", "--format", "json", "-o", "report.json"]).status == 1)
        #expect(Self.mode(dir.root + "/report.json") & 0o777 == 0o640)

        #expect(link(dir.root + "/report.json", dir.root + "/latest.json") == 0)
        #expect(dir.umpire([".", "--format", "sarif", "-o", "report.json"]).status == 1)
        #expect(try dir.read("latest.json").contains("\"$schema\""), "the other name sees the new report")

        if geteuid() == 0 {
            #expect(chown(dir.root + "/report.json", 65534, 65534) == 0)
            #expect(dir.umpire([".", "--write-baseline", "report.json"]).status == 0)
            var info = stat()
            _ = stat(dir.root + "/report.json", &info)
            #expect(info.st_uid == 65534 && info.st_gid == 65534, "handed back to its owner, not to root")
        }
    }

    @Test("--fix leaves a read-only file alone with a note; as root, a fixed file keeps its owner and mode")
    func fixRespectsTheFile() throws {
        let dir = try Scratch()
        try dir.write("App/Views/ScoreView.swift", Samples.scoreView)
        try dir.write("App/Views/LockedView.swift", Samples.scoreView.replacingOccurrences(of: "ScoreView", with: "LockedView"))
        #expect(chmod(dir.root + "/App/Views/LockedView.swift", 0o444) == 0)
        if geteuid() == 0 { #expect(chown(dir.root + "/App/Views/ScoreView.swift", 65534, 65534) == 0) }
        #expect(chmod(dir.root + "/App/Views/ScoreView.swift", 0o664) == 0)
        let output = dir.umpire([".", "--fix"])
        #expect(try dir.read("App/Views/LockedView.swift").contains(".foregroundColor("), "not written")
        #expect(output.stdout.contains("LockedView.swift: note: read-only"), "\(output.stdout)")
        #expect(output.status != 2)
        #expect(try dir.read("App/Views/ScoreView.swift").contains(".foregroundStyle("))
        var info = stat()
        _ = stat(dir.root + "/App/Views/ScoreView.swift", &info)
        #expect(info.st_mode & 0o777 == 0o664)
        if geteuid() == 0 { #expect(info.st_uid == 65534, "handed back to its owner, not to root") }
    }

    @Test("A file whose name is near 255 bytes is fixed, and a report of such a name is written")
    func longNames() throws {
        let dir = try Scratch()
        let name = String(repeating: "L", count: 249) + ".swift"
        try dir.write("App/Views/" + name, Samples.scoreView)
        let output = dir.umpire([".", "--fix"])
        #expect(try dir.read("App/Views/" + name).contains(".foregroundStyle("), "\(output.stdout)")
        let report = String(repeating: "R", count: 250) + ".json"
        #expect(dir.umpire([".", "--format", "json", "-o", report]).status == 0)
        #expect(FileManager.default.fileExists(atPath: dir.root + "/" + report))
    }

    @Test("Standard output that cannot take the report: exit 2 with one line on standard error, no trap",
          arguments: ["> /dev/full", ">&-", "--format github > /dev/null"])
    func unwritableOutput(redirect: String) throws {
        let dir = try Scratch()
        try dir.write("App/A.swift", Self.printing)
        let summary = redirect.contains("github")
        let run = try Self.shell("UMPIRE lint . " + redirect, in: dir.root, environment: summary ? ["GITHUB_STEP_SUMMARY": "/dev/full"] : [:])
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("umpire: ") && !run.stderr.contains("Fatal error"), "\(run.stderr)")
        #expect(run.stderr.contains(summary ? "job summary" : "standard output"), "\(run.stderr)")
    }

    @Test("A fix that cannot be written (a full disk) says so, without calling the lint incomplete")
    func unwritableFix() throws {
        guard geteuid() == 0 else { return }  // needs a small tmpfs, mounted in a private namespace
        let dir = try Scratch()
        try dir.write("view.swift", Samples.scoreView)
        try FileManager.default.createDirectory(atPath: dir.root + "/full", withIntermediateDirectories: true)
        let script = "mount -t tmpfs -o size=64k tmpfs full && mkdir -p full/App/Views && cp view.swift full/App/Views/ScoreView.swift"
            + " && (dd if=/dev/zero of=full/filler bs=4k 2>/dev/null; true) && cd full && UMPIRE lint App --fix"
        let run = try Self.shell("unshare -m sh -c '" + script.replacingOccurrences(of: "'", with: "'\\''") + "'", in: dir.root)
        guard !run.stderr.contains("unshare:"), !run.stderr.contains("mount:") else { return }
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains("could not be written"), "\(run.stderr)")
        #expect(run.stdout.contains("cannot be written (No space left on device)"), "\(run.stdout)")
        #expect(!run.stdout.contains("could not be checked") && !run.stdout.contains("INCOMPLETE"), "\(run.stdout)")
    }
}

/// A value a reader thread fills in.
final class ParallelBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: String?
    var value: String? {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); stored = newValue; lock.unlock() }
    }
}
