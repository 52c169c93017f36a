// Command-line arguments, parsed by hand: a subcommand, flags, options with values, and paths.

public struct Arguments: Sendable {
    public var command = "lint"
    public var paths: [String] = []
    public var format = "text"
    public var config: String?
    public var only: Set<String>?
    public var strict = false
    public var color: Bool?
    public var help = false
    public var version = false

    public static let commands = ["lint", "rules", "explain", "tokens", "init"]
    public static let formats = ["text", "json"]

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
                let format = try value()
                guard formats.contains(format) else {
                    throw UsageError("--format: unknown format \"\(format)\" (formats: \(formats.joined(separator: ", ")))")
                }
                result.format = format
            case "--only":
                let ids = try value().split(separator: ",").map { $0.trimmingCharacters(in: " ") }.filter { !$0.isEmpty }
                guard !ids.isEmpty else { throw UsageError("--only needs one or more rule ids, separated by commas") }
                result.only = (result.only ?? []).union(ids)
            default:
                throw UsageError("unknown option \(name) (see umpire --help)")
            }
        }
        return result
    }

    public static let usage = """
        Umpire: the product's architecture rules for the iOS app, widget and backend.

        Usage:
          umpire [lint] [PATH ...]    lint files and folders (default: .)
          umpire rules                list the rules: id, area, severity, fixable
          umpire explain RULE         a rule's rationale, fix and examples
          umpire tokens FILE          the token stream of a file as JSON (debugging)
          umpire init                 write a commented .umpire.json with the defaults

        Options:
          --format text|json          output format (default: text)
          --config FILE               configuration file (default: ./.umpire.json, then
                                      .umpire.json in the first folder linted)
          --only RULE[,RULE]          run only these rules
          --strict                    warnings fail the run too
          --color, --no-color         force colour on or off (default: on for a terminal
                                      unless NO_COLOR is set)
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
