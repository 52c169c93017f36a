// The file `umpire init` writes: every top-level key and every rule with its default, all of
// them commented out, so a team uncomments and edits what it wants to change instead of looking
// up names, and whatever it leaves alone follows Umpire's defaults as they improve (a file that
// spelt out today's defaults would freeze them).

import UmpireCore

public enum DefaultConfiguration {
    @_optimize(none)
    public static func text(rules: [RuleDescription]) -> String {
        commentedOut(reference(rules: rules))
    }

    /// Every value line of the reference commented out: only the outer braces stay active.
    @_optimize(none)
    private static func commentedOut(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let open = lines.firstIndex(of: "{"), let close = lines.lastIndex(of: "}") else { return text }
        for n in open + 1..<close {
            let line = lines[n]
            let body = line.drop { $0 == " " }
            guard !body.isEmpty, !body.hasPrefix("//") else { continue }
            lines[n] = String(line.prefix(line.count - body.count)) + "// " + body
        }
        return lines.joined(separator: "\n")
    }

    @_optimize(none)
    private static func reference(rules: [RuleDescription]) -> String {
        var out = """
            // Umpire configuration. Comments and trailing commas are allowed. Umpire finds this file
            // in the current folder or a parent up to the repository root; globs are relative to it.
            // Nothing is set yet: every key below shows its default, commented out. Uncomment and
            // edit what your project needs; what you leave alone follows Umpire's defaults.
            {
              // Globs of the files to lint; default: every file Umpire reads. A leading ! excludes.
              // "include": ["ios/**", "backend/src/**"],
              "exclude": [],

              // File roles decide which rules run where. A leading ! excludes. Defaults shown.
              "roles": {

            """
        for (role, globs) in RoleGlobs.defaultPatterns.sorted(by: { $0.key < $1.key }) where !globs.isEmpty {
            out += "    // \(JSONText.quoted(role)): [\(globs.map(JSONText.quoted).joined(separator: ", "))],\n"
        }
        out += "  },\n\n  // \"off\", \"warning\", \"error\", or {\"severity\": …, options…}. Every rule, with its defaults.\n  \"rules\": {\n"
        for r in rules.sorted(by: { $0.id < $1.id }) {
            let severity = r.enabledByDefault ? r.severity.rawValue : "off"
            if r.options.isEmpty {
                out += "    \(JSONText.quoted(r.id)): \"\(severity)\",\n"
            } else {
                let options = r.options.map { "\(JSONText.quoted($0.name)): \(RulesCommand.render($0.defaultValue))" }
                out += "    \(JSONText.quoted(r.id)): {\"severity\": \"\(severity)\", \(options.joined(separator: ", "))},\n"
            }
        }
        out += """
              },

              // Rule settings for some paths only, e.g. relax a rule in previews. Cross-file rules
              // take only a severity or "off" here; their options apply to the whole project.
              // "overrides": [{"files": ["**/Previews/**"], "rules": {"no-print": "off"}}],
              "overrides": [],

              // Your own token-aware patterns: match "code", "string" or "comment"; "area" is the
              // /verify section they report under (default "Custom rules").
              // "customRules": [{"id": "no-legacy-client", "pattern": "LegacyAPIClient",
              //   "match": "code", "message": "Use APIClient; LegacyAPIClient is going away.",
              //   "severity": "warning", "languages": ["swift"], "files": ["ios/**"]}],
              "customRules": [],

              // What copy is, for inline-copy, the tone rules and `umpire copy`.
              "copy": {

            """
        let copy = CopyDefinition.defaults
        out += CopyDefinition.fields.map { field in
            "    // \(field.help)\n    \(JSONText.quoted(field.key)): [\(copy[field.key].map(JSONText.quoted).joined(separator: ", "))]"
        }.joined(separator: ",\n\n")
        out += """

              },

              // What the project's Swift declares, for the rules that ask whether a value is the
              // backend's: Codable types are, unless the app keeps them for itself.
              "model": {

            """
        let model = ModelSettings.defaults
        out += ModelSettings.fields.map { field in
            "    // \(field.help)\n    \(JSONText.quoted(field.key)): [\(model[field.key].map(JSONText.quoted).joined(separator: ", "))]"
        }.joined(separator: ",\n\n")
        out += """

              },

              // Shorthand for "suppression-reason": "warning": every umpire:disable… says why after --.
              "requireSuppressionReason": false
            }

            """
        return out
    }
}
