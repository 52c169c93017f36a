// umpire-bench: lexing and linting throughput on a generated corpus or any folder, the ratio to
// ripgrep over the same files, scaling, and a pre-commit run. Build it in release:
// `swift run -c release umpire-bench`.

import Foundation
import UmpireCore
import UmpireEngine

let usage = """
    usage: umpire-bench [--lines N] [--runs N] [--keep DIR]   generated corpus (default 200000 lines, 5 runs)
           umpire-bench --folder PATH [--runs N] [--against BINARY] [--no-instructions]
                                                              any folder; BINARY (another build) runs turn about;
                                                              instructions are counted with callgrind when valgrind exists
           umpire-bench --scaling [--lines N]                 N and 2N lines; one 10k- and one 50k-line file
           umpire-bench --staged [--files N]                  a pre-commit run with N staged files (default 20)
           umpire-bench --verify-dispatch --folder PATH       findings equal with and without rule dispatch
           umpire-bench --syntax-check --folder PATH          parse every Swift and TypeScript file; exit 1 if a tree
                                                              breaks an invariant
           umpire-bench --hostile [--units N]                 cost per byte at 4N ÷ N on inputs shaped to be slow
                                                              (default 500 units); exit 1 above 2.5
    The command and rg are measured as processes, start to exit; rg's ratio is printed when rg is installed.
    """

let arguments = Array(CommandLine.arguments.dropFirst())
@MainActor func option(_ name: String) -> String? {
    guard let k = arguments.firstIndex(of: name), k + 1 < arguments.count else { return nil }
    return arguments[k + 1]
}
if arguments.contains("--help") { print(usage); exit(0) }
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path
let scenarios = Scenarios(runs: Int(option("--runs") ?? "5") ?? 5, umpire: ChildProcess.find("umpire"), rg: ChildProcess.find("rg"))
let lines = Int(option("--lines") ?? "200000") ?? 200_000

do {
    let given = option("--folder").map { $0.hasPrefix("/") ? $0 : FileManager.default.currentDirectoryPath + "/" + $0 }
    if arguments.contains("--syntax-check") {
        guard let given else { print(usage); exit(2) }
        exit(try scenarios.syntaxCheck(folder: given) ? 0 : 1)
    } else if arguments.contains("--verify-dispatch") {
        guard let given else { print(usage); exit(2) }
        exit(try scenarios.verifyDispatch(folder: given) ? 0 : 1)
    } else if arguments.contains("--hostile") {
        exit(try scenarios.hostile(units: Int(option("--units") ?? "500") ?? 500, limit: 2.5) ? 0 : 1)
    } else if arguments.contains("--scaling") {
        try scenarios.scaling(lines: lines)
    } else if arguments.contains("--staged") {
        try scenarios.staged(count: Int(option("--files") ?? "20") ?? 20)
    } else if let given {
        try scenarios.throughput(folder: given, against: option("--against"), instructions: !arguments.contains("--no-instructions"))
    } else {
        let folder = option("--keep") ?? (NSTemporaryDirectory() + "umpire-bench-\(lines)")
        let made = try CorpusGenerator(templates: packageRoot + "/Fixtures/sample", seed: 2026).generate(lines: lines, into: folder)
        print("corpus: \(made.files) files, \(made.lines) lines, \(String(format: "%.1f", Double(made.bytes) / 1_048_576)) MB in \(folder)")
        try scenarios.throughput(folder: folder)
    }
} catch {
    FileHandle.standardError.write(Data("umpire-bench: \(error)\n".utf8))
    exit(2)
}
