// Command-line arguments, parsed by hand: a subcommand, flags, options with values, and paths.

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
    public var force = false
    public var stats = false
    public var config: String?
    public var only: Set<String>?
    public var strict = false
    public var color: Bool?
    public var help = false
    public var version = false

    public static let commands = ["lint", "copy", "rules", "explain", "tokens", "init", "install-hook"]
    /// The reports to write, with `--output` applied to the one going to standard output.
    public var resolvedOutputs: [(format: ReportFormat, path: String?)] {
        var list = outputs.isEmpty ? [(format: ReportFormat.text, path: nil as String?)] : outputs
        if let outputFile, let k = list.firstIndex(where: { $0.path == nil }) { list[k].path = outputFile }
        return list
    }

    public static func parse(_ args: [String]) throws -> Arguments {
        var result = Arguments()
        var rest = args[...]
        if let first = rest.first, commands.contains(first) {
            result.command = first
            rest = rest.dropFirst()
        }
        var onlyOptions = false
        while let arg = rest.popFirst() {
            if onlyOptions || !arg.hasPrefix("-") || arg == "-" {
                result.paths.append(arg)
                continue
            }
            // `--format=json` and `--format json` are the same.
            var name = arg
            var inlineValue: String?
            if arg.hasPrefix("--"), let eq = arg.firstIndex(of: "=") {
                name = String(arg[..<eq])
                inlineValue = String(arg[arg.index(after: eq)...])
            }
            func value() throws -> String {
                if let inlineValue { return inlineValue }
                guard let next = rest.popFirst(), !next.hasPrefix("--") else {
                    throw UsageError("\(name) needs a value (see umpire --help)")
                }
                return next
            }
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
            case "--force": result.force = true
            case "--stats": result.stats = true
            case "--only":
                let ids = try value().split(separator: ",").map { $0.trimmingCharacters(in: " ") }.filter { !$0.isEmpty }
                guard !ids.isEmpty else { throw UsageError("--only needs one or more rule ids, separated by commas") }
                result.only = (result.only ?? []).union(ids)
            default:
                throw UsageError("unknown option \(name) (see umpire --help)")
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
        if result.stdinPath != nil, result.staged || result.changedSince != nil {
            throw UsageError("--stdin-path lints standard input; it cannot be combined with --staged or --changed-since")
        }
        return result
    }

    public static let usage = """
        Umpire: the product's architecture rules for the iOS app, widget and backend.

        Usage:
          umpire [lint] [PATH ...]    lint files and folders (default: .)
          umpire copy [PATH ...]      every user-facing string with its tone findings
                                      (--format text|markdown|json; --staged, --changed-since)
          umpire rules                list the rules: id, area, severity, fixable
          umpire explain RULE         a rule's rationale, fix and examples
          umpire tokens FILE          the token stream of a file as JSON (debugging)
          umpire init                 write a commented .umpire.json with the defaults
          umpire install-hook         install a git pre-commit hook running `umpire --staged`

        Options:
          --format FORMAT[:FILE]      text (default), json, sarif, github, checkstyle, rdjson or
                                      markdown; repeat for several reports, each to its FILE,
                                      at most one to standard output
          --output FILE, -o FILE      write the standard-output report to FILE instead
          --changed-since REV         report only findings on lines changed since REV
          --staged                    lint the staged content; report only staged lines
          --whole-files               with --staged/--changed-since: report whole touched files
          --baseline FILE             hide findings recorded in FILE
          --write-baseline FILE       record the current findings in FILE
          --stdin-path PATH           lint standard input as if it were the file PATH
          --stats                     print timings per phase and rule, and the slowest files
                                      (to standard error)
          --config FILE               configuration file (default: ./.umpire.json, then
                                      .umpire.json in the first folder linted)
          --only RULE[,RULE]          run only these rules
          --strict                    warnings fail the run too
          --color, --no-color         force colour on or off (default: on for a terminal
                                      unless NO_COLOR is set)
          --force                     install-hook: replace a hook Umpire did not write
          --version, --help

        Exit status: 0 no errors, 1 errors found (or warnings with --strict),
        2 usage, configuration or file errors.
        """
}

extension Substring {
    func trimmingCharacters(in set: String) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}
