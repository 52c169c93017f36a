// The file `umpire init` writes: every top-level key and every rule, commented, with the
// defaults spelled out, so a team edits values instead of looking up names.

import UmpireCore

public enum DefaultConfiguration {
    public static func text(rules: [RuleDescription]) -> String {
        var out = """
            // Umpire configuration. Comments and trailing commas are allowed. Umpire finds this file
            // in the current folder or a parent up to the repository root; globs are relative to it.
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
        out += "  },\n\n  // \"off\", \"warning\", \"error\", or {\"severity\": …, options…}. Every rule, at its default.\n  \"rules\": {\n"
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
