// Command-line arguments, parsed by hand: a subcommand, flags, options with values, and paths.

import UmpireCore

public struct Arguments: Sendable {
    public var command = "lint"
    public var paths: [String] = []
    /// Each requested report: a format and the file it goes to (nil: standard output).
    public var outputs: [(format: ReportFormat, path: String?)] = []
    public var outputFile: String?
    public var changedSince: String?
    public var staged = false
    public var wholeFiles = false
    public var baseline: String?
    public var writeBaseline: String?
    public var stdinPath: String?
    /// Where the linted repository's files are browsed, for absolute links in Markdown reports.
    public var linkBase: String?
    public var force = false
    /// `--fix`: apply safe fixes; `--unsafe-fixes`: the unsafe ones too; `--diff`: print them, write nothing.
    public var fix = false
    public var unsafeFixes = false
    public var diff = false
    public var stats = false
    public var config: String?
    public var only: Set<String>?
    public var strict = false
    /// `--quiet`: errors only; warnings are neither shown nor counted.
    public var quiet = false
    /// `--statistics`: one line per rule with its count, instead of the findings.
    public var statistics = false
    /// `--exit-zero`: findings do not fail the run (a usage error or an incomplete run still does).
    public var exitZero = false
    /// `--max-warnings N`: more than N warnings fail the run.
    public var maxWarnings: Int?
    /// `--no-config`: the defaults, whatever `.umpire.json` says.
    public var noConfig = false
    /// `--no-ignore`: lint files `.gitignore` and `.ignore` leave out too.
    public var noIgnore = false
    public var color: Bool?
    public var help = false
    public var version = false
    /// The options given, by their long names, in order: a command refuses those it cannot use.
    public var given: [String] = []

    public static let commands = CommandSpec.all.map(\.name)
    /// The reports to write, with `--output` applied to the one going to standard output.
    @_optimize(none)
    public var resolvedOutputs: [(format: ReportFormat, path: String?)] {
        var list = outputs.isEmpty ? [(format: ReportFormat.text, path: nil as String?)] : outputs
        if let outputFile, let k = list.firstIndex(where: { $0.path == nil }) { list[k].path = outputFile }
        return list
    }

    @_optimize(none)
    public static func parse(_ args: [String]) throws -> Arguments {
        var result = Arguments()
        var rest = args[...]
        var onlyOptions = false
        var commandGiven = false
        while let arg = rest.popFirst() {
            if onlyOptions || !arg.hasPrefix("-") || arg == "-" {
                // The command is the first word that is not an option's value, wherever the
                // options stand: `umpire --format json lint ios`.
                if !commandGiven, !onlyOptions, result.paths.isEmpty, commands.contains(arg) {
                    result.command = arg
                    commandGiven = true
                } else {
                    result.paths.append(arg)
                }
                continue
            }
            // `--format=json` and `--format json` are the same.
            var name = arg
            var inlineValue: String?
            if arg.hasPrefix("--"), let eq = arg.firstIndex(of: "=") {
                name = String(arg[..<eq])
                inlineValue = String(arg[arg.index(after: eq)...])
            }
            @_optimize(none)
            func value() throws -> String {
                if let inlineValue { return inlineValue }
                guard let next = rest.popFirst(), !next.hasPrefix("--") else {
                    throw UsageError("\(name) needs a value (see umpire --help)")
                }
                return next
            }
            let canonical = ["-h": "--help", "-o": "--output", "-q": "--quiet"][name] ?? name
            if canonical != "--", canonical != "--version" { result.given.append(canonical) }
            switch name {
            case "--": onlyOptions = true
            case "-h", "--help": result.help = true
            case "--version": result.version = true
            case "--strict": result.strict = true
            case "--color": result.color = true
            case "--no-color": result.color = false
            case "--config": result.config = try value()
            case "--format":
                // `--format sarif:umpire.sarif` sends one report to a file; the rest go to stdout.
                let spec = try value()
                let parts = spec.split(separator: ":", maxSplits: 1).map(String.init)
                let name = parts.first ?? ""
                guard let format = ReportFormat(rawValue: name) else {
                    throw UsageError("--format: unknown format \"\(name)\" (formats: \(ReportFormat.names))")
                }
                let path = parts.count > 1 ? parts[1] : nil
                if path?.isEmpty == true { throw UsageError("--format \(format): the file name after `:` is empty") }
                result.outputs.append((format, path))
            case "--output", "-o": result.outputFile = try value()
            case "--changed-since": result.changedSince = try value()
            case "--staged": result.staged = true
            case "--whole-files": result.wholeFiles = true
            case "--baseline": result.baseline = try value()
            case "--write-baseline": result.writeBaseline = try value()
            case "--stdin-path": result.stdinPath = try value()
            case "--link-base":
                let url = try value()
                guard url.hasPrefix("https://") || url.hasPrefix("http://") else {
                    throw UsageError("--link-base needs an http(s) URL of the repository's files at this commit, e.g. https://github.com/OWNER/REPO/blob/SHA")
                }
                result.linkBase = url
            case "--force": result.force = true
            case "--fix": result.fix = true
            case "--unsafe-fixes": result.unsafeFixes = true
            case "--diff": result.diff = true
            case "--stdio": break
            case "--stats": result.stats = true
            case "--quiet", "-q": result.quiet = true
            case "--statistics": result.statistics = true
            case "--exit-zero": result.exitZero = true
            case "--max-warnings":
                let text = try value()
                guard let limit = Int(text), limit >= 0 else { throw UsageError("--max-warnings needs a whole number of warnings, 0 or more (got \"\(text)\")") }
                result.maxWarnings = limit
            case "--no-config": result.noConfig = true
            case "--no-ignore": result.noIgnore = true
            case "--only":
                let ids = try value().split(separator: ",").map { $0.trimmingCharacters(in: " ") }.filter { !$0.isEmpty }
                guard !ids.isEmpty else { throw UsageError("--only needs one or more rule ids, separated by commas") }
                result.only = (result.only ?? []).union(ids)
            default:
                let known = CommandSpec.optionHelp.map(\.name) + ["--help", "--version"]
                throw UsageError("unknown option \(name)\(Configuration.suggestion(for: name, among: known)) (see umpire --help)")
            }
        }
        if result.outputs.filter({ $0.path == nil }).count > 1 {
            throw UsageError("--format: only one report can go to standard output; send the others to files with --format NAME:FILE")
        }
        if result.outputFile != nil, !result.outputs.isEmpty, !result.outputs.contains(where: { $0.path == nil }) {
            throw UsageError("--output: every --format already names its file")
        }
        if result.staged, result.changedSince != nil {
            throw UsageError("--staged and --changed-since cannot be combined")
        }
        if result.wholeFiles, !result.staged, result.changedSince == nil {
            throw UsageError("--whole-files needs --staged or --changed-since")
        }
        if result.unsafeFixes, !result.fix, !result.diff {
            throw UsageError("--unsafe-fixes adds to --fix or --diff; use it with one of them")
        }
        if result.paths.contains("") {
            throw UsageError("an empty path names nothing; name a file or folder, or none for the current folder")
        }
        if result.diff, !result.outputs.isEmpty {
            throw UsageError("--diff prints the fixes as a unified diff; --format does not apply to it")
        }
        if result.fix, result.diff {
            throw UsageError("--fix writes the fixes and --diff only prints them; choose one")
        }
        if result.noConfig, result.config != nil {
            throw UsageError("--no-config and --config cannot be combined: one ignores the configuration, the other names it")
        }
        if result.exitZero, result.maxWarnings != nil || result.strict {
            throw UsageError("--exit-zero cannot be combined with \(result.strict ? "--strict" : "--max-warnings"): one never fails on findings, the other does")
        }
        if result.statistics, result.outputs.contains(where: { $0.format != .text && $0.path == nil }) {
            throw UsageError("--statistics prints a table on standard output; send the other report to a file (--format NAME:FILE)")
        }
        if result.fix || result.diff, result.writeBaseline != nil {
            throw UsageError("--fix and --diff cannot be combined with --write-baseline: fix first, then record what remains")
        }
        if result.fix, result.stdinPath != nil {
            throw UsageError("--fix writes files; with --stdin-path use --diff to see the fixes")
        }
        if result.stdinPath != nil, result.staged || result.changedSince != nil {
            throw UsageError("--stdin-path lints standard input; it cannot be combined with --staged or --changed-since")
        }
        return result
    }
}

extension Substring {
    @_optimize(none)
    func trimmingCharacters(in set: String) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}
