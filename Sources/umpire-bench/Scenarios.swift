// What the bench measures: throughput against rg, scaling with size, a pre-commit run, and a
// check that rule dispatch changes no finding.

import Foundation
import UmpireCore
import UmpireEngine
import UmpireRules

struct Scenarios {
    let runs: Int
    let umpire: String?
    let rg: String?

    func header(_ title: String) { print("\n== \(title)") }
    func line(_ measure: String, _ figure: String, target: String = "") {
        print(measure.padding(toLength: max(48, measure.count + 2), withPad: " ", startingAt: 0) + figure.padding(toLength: 44, withPad: " ", startingAt: 0)
              + (target.isEmpty ? "" : "target: " + target))
    }
    func fmt(_ value: Double, _ digits: Int = 3) -> String { String(format: "%.\(digits)f", value) }

    /// The command and rg first (the bench is still small: a child's peak memory counts what
    /// it shared with the bench before exec), then lexing per language and the lint in-process.
    /// `against`: another umpire binary (the commit before a change), run turn about with this
    /// one so both see the same machine; `instructions`: count them with callgrind too.
    func throughput(folder: String, against: String? = nil, instructions: Bool = true) throws {
        let files = try FileDiscovery.discover([folder], cwd: folder, configRoot: nil)
        header("throughput: \(files.count) files, \(ProcessInfo.processInfo.activeProcessorCount) cores, median of \(runs), turn about")
        var command: Double?
        let contenders = [("umpire", umpire), ("against", against)].compactMap { name, path in path.map { (name, $0) } }
        var times: [String: [Double]] = [:], peaks: [String: Double] = [:]
        var search: [Double] = []
        for _ in 0..<max(1, runs) {
            for (name, binary) in contenders {
                let run = ChildProcess.run([binary, ".", "--format", "json"], cwd: folder)
                times[name, default: []].append(run.seconds)
                peaks[name] = max(peaks[name] ?? 0, run.peakMB)
            }
            if let rg {
                search.append(ChildProcess.run([rg, "-c", "-e", "print\\(", "-e", "foregroundColor\\(", "-e", "ScanCommand",
                                                "-g", "*.swift", "-g", "*.ts", "-g", "*.tsx", "-g", "*.sh", "."], cwd: folder).seconds)
            }
        }
        if umpire == nil { print("umpire executable not found next to the bench") }
        for (name, binary) in contenders {
            let time = Timing.median(times[name] ?? [.nan])
            let label = name == "umpire" ? "umpire (the command, every rule)" : "against: \(binary)"
            line(label, "\(fmt(time)) s, peak \(fmt(peaks[name] ?? 0, 0)) MB", target: name == "umpire" ? "≤ 40 MB" : "")
            if name == "umpire" { command = time }
            if instructions, let count = ChildProcess.instructions([binary, ".", "--format", "json"], cwd: folder) {
                line("  instructions (callgrind)", "\(fmt(Double(count) / 1e9, 2)) G")
            }
        }
        if let command, let other = times["against"].map(Timing.median) {
            line("umpire ÷ against", "\(fmt(command / other, 2))×")
        }
        if rg != nil {
            let rgTime = Timing.median(search)
            line("rg, 3 patterns, same files", "\(fmt(rgTime)) s")
            if let command { line("umpire ÷ rg", "\(fmt(command / rgTime, 1))×", target: "≤ 3×") }
        } else {
            line("rg", "not installed: install ripgrep for the ratio")
        }

        let contents = files.map { (ref: $0, bytes: [UInt8](FileManager.default.contents(atPath: $0.absolutePath) ?? Data())) }
        let bytes = contents.reduce(0) { $0 + $1.bytes.count }
        let lines = contents.reduce(0) { $0 + $1.bytes.count { $0 == 10 } }
        line("corpus", "\(lines) lines, \(fmt(Double(bytes) / 1_048_576, 1)) MB")
        if let command {
            line("umpire throughput", "\(fmt(Double(lines) / command / 1e6, 2)) M lines/s, \(fmt(Double(bytes) / 1_048_576 / command, 0)) MB/s",
                 target: "> 2 M lines/s")
        }
        for language in [Language.swift, .typeScript, .shell] {
            let mine = contents.filter { Language.of(path: $0.ref.absolutePath)?.language == language }
            let size = Double(mine.reduce(0) { $0 + $1.bytes.count }) / 1_048_576
            guard size > 0.5 else { continue }
            let time = Timing.median(runs: runs) {
                for (ref, bytes) in mine {
                    let jsx = Language.of(path: ref.absolutePath)?.jsx ?? false
                    _ = Lexer.tokenize(bytes, language: language, jsx: jsx)
                }
            }
            line("lex \(language.displayName), 1 core", "\(fmt(size / time, 0)) MB/s (\(fmt(size, 1)) MB)", target: "> 150 MB/s")
            guard language != .shell else { continue }
            let parse = Timing.median(runs: runs) {
                for (ref, bytes) in mine {
                    let jsx = Language.of(path: ref.absolutePath)?.jsx ?? false
                    _ = SourceFile(bytes: bytes, language: language, jsx: jsx).syntax
                }
            }
            line("lex and parse \(language.displayName), 1 core", "\(fmt(size / parse, 0)) MB/s")
        }
        let ruleSet = try RuleSet(builtIn: BuiltInRules.all, configuration: Configuration(), only: nil)
        var findings = 0
        let lint = Timing.median(runs: runs) { findings = Engine(rules: ruleSet).run(files).findings.count }
        line("lint in-process, files pre-listed", "\(fmt(lint)) s, \(fmt(Double(lines) / lint / 1e6, 2)) M lines/s, \(findings) findings")
    }

    /// Twice the corpus takes twice the time; one huge file lints in proportion to its lines.
    func scaling(lines: Int) throws {
        header("scaling (median of \(runs))")
        guard let umpire else { return print("umpire executable not found next to the bench") }
        var times: [Double] = []
        for size in [lines, 2 * lines] {
            let folder = NSTemporaryDirectory() + "umpire-bench-scale-\(size)"
            let made = try CorpusGenerator(templates: packageRoot + "/Fixtures/sample", seed: 2026).generate(lines: size, into: folder)
            // Flush the new files to disk, so writeback does not run during the timing, and run
            // once first, so both sizes are measured with their files in the page cache.
            sync()
            _ = ChildProcess.run([umpire, ".", "--format", "json"], cwd: folder)
            let time = Timing.median((0..<max(1, runs)).map { _ in
                ChildProcess.run([umpire, ".", "--format", "json"], cwd: folder).seconds
            })
            times.append(time)
            line("corpus of \(made.lines) lines", "\(fmt(time)) s")
            try? FileManager.default.removeItem(atPath: folder)
        }
        line("time ratio, 2× the lines", "\(fmt(times[1] / times[0], 2))", target: "2.0 ± 15%")
        let ruleSet = try RuleSet(builtIn: BuiltInRules.all, configuration: Configuration(), only: nil)
        for (ext, name) in [("swift", "Swift"), ("ts", "TypeScript")] {
            var perLine: [Double] = []
            for size in [10_000, 50_000] {
                let text = CorpusGenerator(templates: packageRoot + "/Fixtures/sample", seed: 7).singleFile(extension: ext, lines: size)
                let ref = SourceFileRef(absolutePath: "/bench/Generated.\(ext)", displayPath: "Generated.\(ext)",
                                        rolePath: ext == "swift" ? "ios/App/Views/Generated.swift" : "backend/src/generated.ts",
                                        content: Array(text.utf8))
                let time = Timing.median(runs: runs) { _ = Engine(rules: ruleSet).run([ref]) }
                perLine.append(time / Double(size))
                line("one \(name) file of \(size) lines", "\(fmt(time * 1000, 1)) ms")
            }
            line("\(name): cost per line, 50k ÷ 10k", "\(fmt(perLine[1] / perLine[0], 2))", target: "≈ 1 (linear)")
        }
    }

    /// A pre-commit hook's run: a scratch repository with `count` staged files.
    func staged(count: Int) throws {
        header("pre-commit: umpire --staged with \(count) staged files (median of \(runs))")
        guard let umpire else { return print("umpire executable not found next to the bench") }
        let folder = NSTemporaryDirectory() + "umpire-bench-staged"
        let made = try CorpusGenerator(templates: packageRoot + "/Fixtures/sample", seed: 11).generate(lines: 20_000, into: folder)
        func git(_ args: String...) { _ = ChildProcess.run(["git", "-c", "user.name=bench", "-c", "user.email=bench@invalid"] + args, cwd: folder) }
        git("init", "-q")
        git("add", ".")
        git("commit", "-q", "-m", "base")
        let sources = try FileManager.default.subpathsOfDirectory(atPath: folder)
            .filter { $0.hasSuffix(".swift") || $0.hasSuffix(".ts") }.sorted().prefix(count)
        for path in sources {
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: folder + "/" + path))
            handle.seekToEndOfFile()
            handle.write(Data("// staged edit\n".utf8))
            try handle.close()
            git("add", path)
        }
        let time = Timing.median((0..<max(3, runs)).map { _ in ChildProcess.run([umpire, "--staged"], cwd: folder).seconds })
        line("repository", "\(made.files) files, \(made.lines) lines; \(sources.count) staged")
        line("umpire --staged, start to exit", "\(fmt(time * 1000, 1)) ms", target: "< 50 ms")
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Every finding with rules dispatched by trigger words equals every finding without.
    func verifyDispatch(folder: String) throws -> Bool {
        let files = try FileDiscovery.discover([folder], cwd: folder, configRoot: nil)
        let ruleSet = try RuleSet(builtIn: BuiltInRules.all, configuration: Configuration(), only: nil)
        var engine = Engine(rules: ruleSet)
        let on = engine.run(files).findings
        engine.dispatchByTriggerWords = false
        let off = engine.run(files).findings
        header("dispatch check on \(files.count) files")
        line("findings with / without dispatch", "\(on.count) / \(off.count): \(on == off ? "identical" : "DIFFERENT")")
        // Which findings dispatch loses or adds: a rule's trigger words missing a way to write its case.
        let described = { (f: Finding) in "\(f.path):\(f.line): \(f.ruleID): \(f.message)" }
        let onSet = Set(on.map(described)), offSet = Set(off.map(described))
        for lost in offSet.subtracting(onSet).sorted().prefix(20) { print("  lost by dispatch:   \(lost)") }
        for added in onSet.subtracting(offSet).sorted().prefix(20) { print("  added by dispatch:  \(added)") }
        return on == off
    }

    /// Parses every Swift and TypeScript file of a folder and checks each tree's invariants.
    func syntaxCheck(folder: String) throws -> Bool {
        let files = try FileDiscovery.discover([folder], cwd: folder, configRoot: nil)
        header("syntax check on \(files.count) files")
        var parsed = 0, nodes = 0, opaque = 0, broken = 0
        var seconds = 0.0
        for ref in files {
            guard let (language, jsx) = Language.of(path: ref.absolutePath), language == .swift || language == .typeScript,
                  let data = FileManager.default.contents(atPath: ref.absolutePath) else { continue }
            let start = Date()
            let file = SourceFile(bytes: [UInt8](data), language: language, jsx: jsx)
            let tree = file.syntax
            seconds += Date().timeIntervalSince(start)
            parsed += 1
            nodes += tree.nodes.count
            opaque += tree.nodes.count { $0.kind == .opaque }
            if let violation = tree.invariantViolation() {
                broken += 1
                print("\(ref.displayPath): \(violation)")
            }
        }
        line("files parsed", "\(parsed), \(nodes) nodes, \(opaque) opaque (\(fmt(100 * Double(opaque) / Double(max(1, nodes)), 2))%)")
        line("lex and parse, 1 core", "\(fmt(seconds)) s")
        line("trees breaking an invariant", "\(broken)", target: "0")
        return broken == 0
    }
}
