// `umpire rules` and `umpire explain`: both read each rule's own description.

import UmpireCore

public enum RulesCommand {
    @_optimize(none)
    public static func table(rules: [RuleDescription]) -> String {
        let sorted = rules.sorted { ($0.area, $0.id) < ($1.area, $1.id) }
        let idWidth = max(4, sorted.map(\.id.count).max() ?? 0) + 2
        let areaWidth = max(4, sorted.map(\.area.rawValue.count).max() ?? 0) + 2
        var out = "ID".padded(to: idWidth) + "AREA".padded(to: areaWidth) + "SEVERITY  FIXABLE  SUMMARY\n"
        for r in sorted {
            out += r.id.padded(to: idWidth) + r.area.rawValue.padded(to: areaWidth)
                + r.severity.rawValue.padded(to: 10) + (r.fixes?.rawValue ?? "no").padded(to: 9) + r.summary + "\n"
        }
        return out + "\n\(sorted.count) rules. `umpire explain ID` shows a rule's rationale and examples.\n"
    }

    /// `umpire rules --format json`: every rule's description for tools.
    @_optimize(none)
    public static func json(rules: [RuleDescription]) -> String {
        let sorted = rules.sorted { ($0.area, $0.id) < ($1.area, $1.id) }
        return "{\n  \"tool\": \"umpire\", \"version\": \(JSONText.quoted(JSONReporter.toolVersion)),\n  \"rules\": [" + sorted.map { r in
            "\n    {\"id\": \(JSONText.quoted(r.id)), \"area\": \(JSONText.quoted(r.area.rawValue)), \"severity\": \"\(r.severity.rawValue)\", "
                + "\"enabledByDefault\": \(r.enabledByDefault), \"fixable\": \(r.fixable), \"fix\": "
                + (r.fixes.map { "\"\($0.rawValue)\"" } ?? "null") + ",\n     \"languages\": ["
                + r.languages.sorted().map { JSONText.quoted($0.rawValue) }.joined(separator: ", ") + "], "
                + "\"summary\": \(JSONText.quoted(r.summary)),"
                + (r.pagePath.map { " \"page\": \(JSONText.quoted($0))," } ?? "") + "\n     \"options\": ["
                + r.options.map { "{\"name\": \(JSONText.quoted($0.name)), \"default\": \(render($0.defaultValue)), \"kind\": \(JSONText.quoted($0.kind.summary))}" }
                    .joined(separator: ", ")
                + "]}"
        }.joined(separator: ",") + "\n  ]\n}\n"
    }

    /// The README's rules table: `umpire rules --format markdown`, checked by a test.
    @_optimize(none)
    public static func markdownTable(rules: [RuleDescription]) -> String {
        let sorted = rules.sorted { ($0.area, $0.id) < ($1.area, $1.id) }
        var out = "| id | area | severity | fix | flags |\n| --- | --- | --- | --- | --- |\n"
        for r in sorted {
            let summary = r.summary.replacingOccurrences(of: "|", with: "\\|")
            let id = r.pagePath.map { "[`\(r.id)`](\($0))" } ?? "`\(r.id)`"
            out += "| \(id) | \(r.area.rawValue) | \(r.severity.rawValue) | \(r.fixes?.rawValue ?? "") | \(summary) |\n"
        }
        return out
    }

    @_optimize(none)
    public static func explain(_ r: RuleDescription) -> String {
        var out = "\(r.id) — \(r.summary)\n\n"
        out += "Area: \(r.area.rawValue) · Severity: \(r.severity.rawValue) · Languages: "
        out += r.languages.sorted().map(\.displayName).joined(separator: ", ")
        if !r.roles.isEmpty { out += " · Files: " + r.roles.names.joined(separator: ", ") }
        if !r.excludedRoles.isEmpty { out += " (not " + r.excludedRoles.names.joined(separator: ", ") + ")" }
        if !r.triggerWords.isEmpty { out += "\nRuns only on files that name: " + r.triggerWords.joined(separator: ", ") }
        out += "\n\nWhy\n" + indent(r.rationale) + "\n\nFix\n" + indent(r.fix) + "\n"
        if let fixes = r.fixes {
            out += fixes == .safe ? "  `umpire --fix` applies this rule's fix: it keeps the code's meaning.\n"
                : "  `umpire --fix --unsafe-fixes` applies this rule's fix: right in most code, but look at each change.\n"
        }
        if let asks = r.asks { out += "\nWhat it asks\n" + indent(asks) + "\n" }
        if let unknown = r.whenUnknown { out += "\nWhen the origin is unknown\n" + indent(unknown) + "\n" }
        if let limits = r.limitations { out += "\nWhat it cannot see\n" + indent(limits) + "\n" }
        if !r.options.isEmpty {
            out += "\nOptions\n"
            for o in r.options { out += "  \(o.name) (default \(render(o.defaultValue))): \(o.help)\n" }
        }
        if !r.triggering.isEmpty {
            out += "\nFlagged (↓ marks the finding)\n"
            for e in r.triggering { out += example(e) }
        }
        if !r.nonTriggering.isEmpty {
            out += "\nNot flagged\n"
            for e in r.nonTriggering { out += example(e) }
        }
        if let url = RulePage.url(r) { out += "More: \(url)\n" }
        return out
    }

    @_optimize(none)
    static func example(_ e: Example) -> String {
        var out = e.path.map { "  // \($0)\n" } ?? ""
        out += indent(e.code, by: "    ") + "\n"
        if let corrected = e.corrected { out += "    (fixed:)\n" + indent(corrected, by: "    ") + "\n" }
        if let trap = e.trap { out += "    (trap: \(trapName(trap)))\n" }
        return out + "\n"
    }

    @_optimize(none)
    static func trapName(_ trap: Trap) -> String {
        switch trap {
        case .inString: "the pattern inside a string"
        case .inComment: "the pattern inside a comment"
        case .lookAlike: "an allowed look-alike"
        }
    }

    @_optimize(none)
    static func indent(_ text: String, by prefix: String = "  ") -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : prefix + $0 }.joined(separator: "\n")
    }

    @_optimize(none)
    static func render(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case let .bool(b): "\(b)"
        case let .number(n): n == n.rounded() ? "\(Int(n))" : "\(n)"
        case let .string(s): JSONText.quoted(s)
        case let .array(items): "[" + items.map(render).joined(separator: ", ") + "]"
        case let .object(members): "{" + members.map { "\(JSONText.quoted($0.key)): \(render($0.value))" }.joined(separator: ", ") + "}"
        }
    }
}
