// Running the umpire and rg executables from the bench: wall time and the child's peak memory.

import Foundation
#if canImport(Glibc)
import Glibc
#endif

struct ChildRun {
    let seconds: Double
    /// The child's peak resident set, in MB (from wait4's rusage).
    let peakMB: Double
    let status: Int32
}

enum ChildProcess {
    /// Runs `arguments[0]` (found on PATH) in `cwd`, with stdout sent to /dev/null (never named
    /// to the child as a report file: an older umpire replaced it) and stderr to `stderrFile`.
    static func run(_ arguments: [String], cwd: String, stderrFile: String = "/dev/null") -> ChildRun {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, stderrFile, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var pid: pid_t = 0
        // The child inherits the working folder (the bench runs one child at a time).
        let previous = FileManager.default.currentDirectoryPath
        chdir(cwd)
        defer { chdir(previous) }
        let start = DispatchTime.now().uptimeNanoseconds
        guard posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ) == 0 else {
            return ChildRun(seconds: .nan, peakMB: .nan, status: -1)
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return ChildRun(seconds: seconds, peakMB: Double(usage.ru_maxrss) / 1024, status: (status >> 8) & 0xFF)
    }

    /// The instructions the command executes, counted by callgrind (repeatable on a noisy
    /// machine, unlike seconds); nil without valgrind.
    static func instructions(_ arguments: [String], cwd: String) -> Int? {
        guard let valgrind = find("valgrind") else { return nil }
        let log = NSTemporaryDirectory() + "umpire-bench-callgrind-\(getpid()).txt"
        defer { unlink(log) }
        _ = run([valgrind, "--tool=callgrind", "--callgrind-out-file=/dev/null"] + arguments, cwd: cwd, stderrFile: log)
        guard let text = try? String(contentsOfFile: log, encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.contains("Collected :") }) else { return nil }
        return Int(line.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "")
    }

    /// The first executable named `name` on PATH (or next to this bench, for umpire).
    static func find(_ name: String) -> String? {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(name).path
        if name == "umpire", FileManager.default.isExecutableFile(atPath: beside) { return beside }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first(where: FileManager.default.isExecutableFile(atPath:))
    }
}

/// Timing helpers shared by the scenarios.
enum Timing {
    static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

    static func seconds(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// The median of `runs` timings of `body`, after one warm-up run.
    static func median(runs: Int, _ body: () -> Void) -> Double {
        body()
        return median((0..<max(1, runs)).map { _ in seconds(body) })
    }
}
