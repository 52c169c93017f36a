// Each built-in rule's page, generated from its description and kept beside its code
// (`rules/IOSSwift/pages/no-print.md`), so the README table, SARIF's helpUri and `umpire explain`
// can link to something a reviewer reads in a browser.

import UmpireCore

public enum RulePage {
    /// Umpire's repository; the pages are read at its main branch.
    public static let home = SARIFReporter.informationURI

    @_optimize(none)
    public static func url(_ r: RuleDescription) -> String? {
        r.pagePath.map { "\(home)/blob/main/\($0)" }
    }

    /// The page; `snapshot` (ExampleRun.snapshot) shows what the examples give, for built-in rules.
    @_optimize(none)
    public static func markdown(_ r: RuleDescription, snapshot: String? = nil) -> String {
        var out = "<!-- Generated from \(r.id)'s description: `umpire explain \(r.id) --format markdown`. Do not edit. -->\n\n"
        out += "# \(r.id)\n\n\(r.summary)\n\n"
        out += "| Area | Severity | Languages | Files | Fixable | On by default |\n| --- | --- | --- | --- | --- | --- |\n"
        var files = r.roles.isEmpty ? "any" : r.roles.names.joined(separator: ", ")
        if !r.excludedRoles.isEmpty { files += " (not " + r.excludedRoles.names.joined(separator: ", ") + ")" }
        out += "| \(r.area.rawValue) | \(r.severity.rawValue) | \(r.languages.sorted().map(\.displayName).joined(separator: ", ")) "
        out += "| \(files) | \(r.fixes.map { "\($0.rawValue) (`--fix\($0 == .unsafe ? " --unsafe-fixes" : "")`)" } ?? "no") | \(r.enabledByDefault ? "yes" : "no") |\n"
        if !r.triggerWords.isEmpty {
            out += "\nRuns only on files that name " + r.triggerWords.map { "`\($0)`" }.joined(separator: ", ") + ".\n"
        }
        if !r.formerIDs.isEmpty {
            out += "\nFormerly " + r.formerIDs.map { "`\($0)`" }.joined(separator: ", ")
                + "; the old id still works in the configuration, `--only` and suppressions.\n"
        }
        out += "\n## Why\n\n\(r.rationale)\n\n## How to fix\n\n\(r.fix)\n"
        if let asks = r.asks { out += "\n## What it asks\n\n\(asks)\n" }
        if let unknown = r.whenUnknown { out += "\n## When the origin is unknown\n\n\(unknown)\n" }
        if let limits = r.limitations { out += "\n## What it cannot see\n\n\(limits)\n" }
        if !r.options.isEmpty {
            out += "\n## Options\n\n| Option | Default | Takes | What it changes |\n| --- | --- | --- | --- |\n"
            for o in r.options {
                out += "| `\(o.name)` | `\(cell(RulesCommand.render(o.defaultValue)))` | \(cell(o.kind.summary)) | \(cell(o.help)) |\n"
            }
            out += "\nSet them under the rule's id in `.umpire.json`: "
            out += "`\"rules\": {\"\(r.id)\": {\"\(r.options[0].name)\": …}}`.\n"
        }
        if !r.triggering.isEmpty {
            out += "\n## Flagged\n\n`↓` marks where each finding starts.\n"
            for e in r.triggering { out += example(e, of: r) }
        }
        if !r.nonTriggering.isEmpty {
            out += "\n## Not flagged\n"
            for e in r.nonTriggering { out += example(e, of: r) }
        }
        if let snapshot, !snapshot.isEmpty {
            out += "\n## What the examples report\n\nEach flagged example as `umpire` reports it, and its fixes as a diff.\n" + snapshot
        }
        return out
    }

    @_optimize(none)
    static func example(_ e: Example, of r: RuleDescription) -> String {
        var out = "\n"
        var notes: [String] = []
        if let path = e.path { notes.append("In `\(path)`") }
        if !e.options.isEmpty {
            notes.append("with " + e.options.sorted { $0.key < $1.key }
                .map { "`\"\($0.key)\": \(RulesCommand.render($0.value))`" }.joined(separator: ", "))
        }
        if let trap = e.trap { notes.append("a trap: \(RulesCommand.trapName(trap))") }
        if !notes.isEmpty { out += notes.joined(separator: ", ").capitalizedFirst + ".\n\n" }
        out += fenced(e.code, language: fenceLanguage(e.path, r))
        if let corrected = e.corrected { out += "\nFixed:\n\n" + fenced(corrected, language: fenceLanguage(e.path, r)) }
        for companion in e.companions {
            out += "\nBeside `\(companion.path)`:\n\n" + fenced(companion.code, language: fenceLanguage(companion.path, r))
        }
        return out
    }

    @_optimize(none)
    static func fenced(_ code: String, language: String) -> String {
        // A fence longer than any backtick run in the code, so the code cannot close it.
        var longest = 0, run = 0
        for byte in code.utf8 {
            run = byte == UInt8(ascii: "`") ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return "\(fence)\(language)\n\(code)\n\(fence)\n"
    }

    @_optimize(none)
    static func fenceLanguage(_ path: String?, _ r: RuleDescription) -> String {
        let language = path.flatMap { Language.of(path: $0)?.language } ?? r.languages.sorted().first
        switch language {
        case .swift: return "swift"
        case .typeScript: return "ts"
        case .shell: return "sh"
        case .plist: return "xml"
        case nil: return ""
        }
    }

    /// Text inside a Markdown table cell: a `|` would end the cell, a newline the row.
    @_optimize(none)
    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}

extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
