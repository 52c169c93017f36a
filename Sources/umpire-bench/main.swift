// umpire-bench: lexing and linting throughput on a generated corpus or any folder, and the
// ratio to ripgrep over the same files. Run it in release: `swift run -c release umpire-bench`.

import Foundation
import UmpireCore
#if canImport(Glibc)
import Glibc
let RUSAGE_SELF_WHO = __rusage_who_t(RUSAGE_SELF.rawValue)
#else
let RUSAGE_SELF_WHO = RUSAGE_SELF
#endif
import UmpireRules

let usage = """
    usage: umpire-bench [--lines N] [--runs N] [--keep DIR]   generated corpus (default 200000 lines, 5 runs)
           umpire-bench --folder PATH [--runs N]              any folder, with the ratio to rg if installed
    """

let arguments = Array(CommandLine.arguments.dropFirst())
@MainActor func option(_ name: String) -> String? {
    guard let k = arguments.firstIndex(of: name), k + 1 < arguments.count else { return nil }
    return arguments[k + 1]
}
if arguments.contains("--help") { print(usage); exit(0) }
let runs = Int(option("--runs") ?? "5") ?? 5
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

let folder: String
if let given = option("--folder") {
    folder = given.hasPrefix("/") ? given : FileManager.default.currentDirectoryPath + "/" + given
} else {
    let lines = Int(option("--lines") ?? "200000") ?? 200_000
    folder = option("--keep") ?? (NSTemporaryDirectory() + "umpire-bench-\(lines)")
    let made = try CorpusGenerator(templates: packageRoot + "/Fixtures/sample", seed: 2026).generate(lines: lines, into: folder)
    print("corpus: \(made.files) files, \(made.lines) lines, \(String(format: "%.1f", Double(made.bytes) / 1_048_576)) MB in \(folder)")
}

let files = try FileDiscovery.discover([folder], cwd: folder, configRoot: nil)
let contents = files.map { (ref: $0, bytes: [UInt8](FileManager.default.contents(atPath: $0.absolutePath) ?? Data())) }
let totalBytes = contents.reduce(0) { $0 + $1.bytes.count }
let totalLines = contents.reduce(0) { $0 + $1.bytes.count { $0 == 10 } }
let megabytes = Double(totalBytes) / 1_048_576

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

// Lexing alone, one thread: the per-core figure.
var lexTimes: [Double] = []
for _ in 0..<runs {
    lexTimes.append(seconds {
        var tokens = 0
        for (ref, bytes) in contents {
            guard let language = Language.of(path: ref.absolutePath) else { continue }
            tokens += Lexer.tokenize(bytes, language: language.language, jsx: language.jsx).count
        }
        precondition(tokens > 0 || contents.isEmpty)
    })
}

// The full lint, every rule, every core, reading files as the CLI does.
let ruleSet = try RuleSet(builtIn: BuiltInRules.all, configuration: Configuration(), only: nil)
var lintTimes: [Double] = []
var findings = 0
for _ in 0..<runs {
    lintTimes.append(seconds { findings = Engine(rules: ruleSet).run(files).findings.count })
}

var usage_ = rusage()
getrusage(RUSAGE_SELF_WHO, &usage_)
let lex = median(lexTimes), lint = median(lintTimes)
print("files \(files.count), lines \(totalLines), \(String(format: "%.1f", megabytes)) MB, \(findings) findings, \(ProcessInfo.processInfo.activeProcessorCount) cores")
print(String(format: "lex only (1 core):  median %.3f s  %8.0f lines/s  %6.1f MB/s", lex, Double(totalLines) / lex, megabytes / lex))
print(String(format: "full lint (all):    median %.3f s  %8.0f lines/s  %6.1f MB/s", lint, Double(totalLines) / lint, megabytes / lint))
print("peak memory: \(usage_.ru_maxrss / 1024) MB (this process, corpus held in memory for the lex pass)")

// ripgrep over the same files with three plain patterns: the floor for any text scan.
if let rg = ["/usr/bin/rg", "/usr/local/bin/rg"].first(where: FileManager.default.isExecutableFile(atPath:))
    ?? ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").map({ "\($0)/rg" })
        .first(where: FileManager.default.isExecutableFile(atPath:)) {
    var rgTimes: [Double] = []
    for _ in 0..<runs {
        rgTimes.append(seconds {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: rg)
            process.arguments = ["-c", "-e", "print\\(", "-e", "foregroundColor", "-e", "ScanCommand",
                                 "-g", "*.swift", "-g", "*.ts", "-g", "*.tsx", "-g", "*.sh", folder]
            process.standardOutput = FileHandle.nullDevice
            try? process.run()
            process.waitUntilExit()
        })
    }
    let rgTime = median(rgTimes)
    print(String(format: "ripgrep (3 patterns): median %.3f s — umpire full lint is %.1f× rg", rgTime, lint / rgTime))
} else {
    print("ripgrep not found: install rg to print the ratio")
}
