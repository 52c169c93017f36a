// What each command takes: its synopsis, its arguments and its options. `umpire help COMMAND`
// prints it, and an option a command cannot use is refused by name.

import UmpireCore

struct CommandSpec: Sendable {
    enum Arguments: Sendable { case none, one(String), paths }

    let name: String
    let synopsis: String
    let summary: String
    let arguments: Arguments
    let options: [String]

    static let lintOptions = ["--fix", "--unsafe-fixes", "--diff", "--format", "--output", "--changed-since", "--staged", "--whole-files", "--baseline",
                              "--write-baseline", "--stdin-path", "--link-base", "--stats", "--config", "--no-config", "--no-ignore", "--only",
                              "--strict", "--quiet", "--statistics", "--exit-zero", "--max-warnings", "--color", "--no-color"]

    static let all: [CommandSpec] = [
        CommandSpec(name: "lint", synopsis: "umpire [lint] [PATH ...]", summary: "lint files and folders (default: .)",
                    arguments: .paths, options: lintOptions),
        CommandSpec(name: "copy", synopsis: "umpire copy [PATH ...]",
                    summary: "every user-facing string as a fan reads it, by surface, with its tone findings (--format text, markdown, json or html)",
                    arguments: .paths, options: lintOptions.filter { !["--stdin-path", "--fix", "--unsafe-fixes", "--diff", "--statistics"].contains($0) }),
        CommandSpec(name: "rules", synopsis: "umpire rules", summary: "list the rules: id, area, severity, fixable (also --format json or markdown)",
                    arguments: .none, options: ["--format", "--config"]),
        CommandSpec(name: "explain", synopsis: "umpire explain RULE", summary: "a rule's rationale, fix, options and examples (--format markdown: its page)",
                    arguments: .one("a rule id, e.g. umpire explain no-print"), options: ["--config", "--format", "--output"]),
        CommandSpec(name: "tokens", synopsis: "umpire tokens FILE", summary: "the token stream of a file as JSON (debugging)",
                    arguments: .one("one file, e.g. umpire tokens App/Views/ScoreView.swift"), options: []),
        CommandSpec(name: "syntax", synopsis: "umpire syntax FILE", summary: "the syntax tree of a Swift or TypeScript file as JSON (debugging)",
                    arguments: .one("one file, e.g. umpire syntax App/Views/ScoreView.swift"), options: []),
        CommandSpec(name: "init", synopsis: "umpire init", summary: "write .umpire.json with every key and rule at its default, commented out",
                    arguments: .none, options: []),
        CommandSpec(name: "install-hook", synopsis: "umpire install-hook [--fix] [--force]",
                    summary: "install a git pre-commit hook running `umpire lint --staged` (with --fix: fixing first)", arguments: .none,
                    options: ["--fix", "--force"]),
        CommandSpec(name: "lsp", synopsis: "umpire lsp", summary: "a language server on standard input and output, for editors (LSP 3.17)",
                    arguments: .none, options: ["--stdio"]),
        CommandSpec(name: "help", synopsis: "umpire help [COMMAND]", summary: "help for Umpire or one command",
                    arguments: .paths, options: []),
    ]

    @_optimize(none)
    static func named(_ name: String) -> CommandSpec? { all.first { $0.name == name } }

    /// Each option's value and help, in the order help prints them.
    static let optionHelp: [(name: String, value: String, help: String)] = [
        ("--fix", "", "apply the safe fixes, then report what remains (with --staged: only files whose working tree matches the index)"),
        ("--unsafe-fixes", "", "with --fix or --diff: the fixes a person should look at too"),
        ("--diff", "", "print the fixes as a unified diff and write nothing (exit 1 when there is something to fix)"),
        ("--format", "FORMAT[:FILE]", "text (default), json, sarif, github, checkstyle, rdjson or markdown; repeat for several reports, each to its FILE, at most one to standard output"),
        ("--output", "FILE", "write the standard-output report to FILE instead (also -o)"),
        ("--changed-since", "REV", "report what changed since REV introduced: findings on changed lines, or new against REV"),
        ("--staged", "", "lint the staged content; report what the commit introduces (staged lines, or new against HEAD)"),
        ("--whole-files", "", "with --staged/--changed-since: report whole touched files"),
        ("--baseline", "FILE", "hide findings recorded in FILE"),
        ("--write-baseline", "FILE", "record the current findings in FILE"),
        ("--stdin-path", "PATH", "lint standard input as if it were the file PATH"),
        ("--link-base", "URL", "make Markdown links absolute: the repository's files at this commit (default in GitHub Actions: GITHUB_SERVER_URL/GITHUB_REPOSITORY/blob/GITHUB_SHA)"),
        ("--stats", "", "print timings per phase and rule, and the slowest files (to standard error)"),
        ("--config", "FILE", "configuration file (default: .umpire.json here or in a parent folder)"),
        ("--no-config", "", "ignore .umpire.json: the defaults only"),
        ("--no-ignore", "", "lint files that .gitignore or .ignore leave out too"),
        ("--only", "RULE[,RULE]", "run only these rules"),
        ("--strict", "", "warnings fail the run too"),
        ("--quiet", "", "errors only: warnings are not shown or counted (also -q)"),
        ("--statistics", "", "one line per rule with its count and whether it fixes, instead of the findings"),
        ("--exit-zero", "", "exit 0 whatever is found (usage errors and incomplete runs still exit 2)"),
        ("--max-warnings", "N", "fail when there are more than N warnings"),
        ("--color", "", "force colour on (default: on for a terminal unless NO_COLOR is set)"),
        ("--no-color", "", "force colour off"),
        ("--force", "", "replace a pre-commit hook Umpire did not write"),
        ("--stdio", "", "talk over standard input and output (the only transport; accepted because some clients always pass it)"),
    ]

    /// `umpire help COMMAND`: its synopsis, what it does, and its options only.
    @_optimize(none)
    var help: String {
        var out = "\(synopsis)\n  \(summary)\n"
        let rows = Self.optionHelp.filter { options.contains($0.name) }
        if !rows.isEmpty {
            out += "\nOptions:\n"
            let width = rows.map { ($0.name + ($0.value.isEmpty ? "" : " " + $0.value)).count }.max() ?? 0
            for row in rows {
                let help = row.name == "--format" ? formatHelp : row.help
                out += "  " + (row.name + (row.value.isEmpty ? "" : " " + row.value)).padded(to: width + 2) + help + "\n"
            }
        }
        if name == "lint" || name == "copy" {
            out += "\nExit status: 0 no errors (always, with --exit-zero), 1 errors found (or warnings with --strict, or more than\n--max-warnings), 2 usage, configuration or file errors (or a file that could not be checked).\n"
        }
        return out
    }

    /// The formats this command writes, as `--format` accepts them for it.
    @_optimize(none)
    var formatHelp: String {
        switch name {
        case "copy": return "text (default), markdown, json or html; repeat for several reports, each to its FILE, at most one to standard output"
        case "rules": return "text (default), json or markdown"
        case "explain": return "text (default) or markdown (the rule's page)"
        default: return Self.optionHelp.first { $0.name == "--format" }!.help
        }
    }

    /// `umpire help` and `umpire --help`: the commands, then lint's options.
    @_optimize(none)
    static var usage: String {
        var out = "Umpire: the product's architecture rules for the iOS app, widget and backend.\n\nCommands:\n"
        let width = all.map(\.synopsis.count).max() ?? 0
        for command in all { out += "  " + command.synopsis.padded(to: width + 2) + command.summary + "\n" }
        out += "  " + "umpire --version".padded(to: width + 2) + "the version\n"
        out += "\nRun `umpire help COMMAND` (or `umpire COMMAND --help`) for one command's options.\n\n"
        return out + named("lint")!.help
    }
}
