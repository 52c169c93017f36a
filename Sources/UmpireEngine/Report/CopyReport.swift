// `umpire copy` reports: every user-facing string as its reader meets it, grouped by surface
// (a notification's title and body together), with the tone findings on it.

import UmpireCore

enum CopyReport {
    @_optimize(none)
    static func text(_ review: CopyReview) -> String {
        var out = ""
        let lineWidth = String(review.entries.map(\.line).max() ?? 0).count
        let roleWidth = (review.entries.map(\.role.count).max() ?? 0)
        var surface: CopySurface?
        var path: String?
        for (groupSurface, entries) in review.groups {
            if groupSurface != surface {
                out += (surface == nil ? "" : "\n") + groupSurface.title + "\n"
                surface = groupSurface
                path = nil
            }
            if entries[0].path != path {
                out += "\n  \(TextReporter.sanitized(entries[0].path))\n"
                path = entries[0].path
            } else {
                out += "\n"
            }
            for entry in entries {
                let shown = review.shown(entry)
                let lead = "    " + String(entry.line).leftPadded(to: lineWidth) + "  " + entry.role.padded(to: roleWidth) + "  "
                out += lead + TextReporter.sanitized(shown.text) + "\n"
                let indent = String(repeating: " ", count: lead.count)
                if shown.cut {
                    out += indent + "cut on the lock screen after about \(review.limits.visibleCharacters(role: entry.role, surface: entry.surface)!) of \(review.length(of: entry)) characters\n"
                }
                for f in review.findings(of: entry) {
                    out += indent + "\(f.severity.rawValue) [\(f.ruleID)] \(TextReporter.sanitized(f.message))\n"
                }
            }
        }
        for note in review.notes {
            out += "\(TextReporter.sanitized(note.path)): note: \(TextReporter.sanitized(note.message))\n"
        }
        return out + (out.isEmpty ? "" : "\n") + summary(review) + "\n"
    }

    /// `35 strings of copy (12 in notifications, 3 on the Live Activity, 20 in the app), 13 with findings (11 errors, 3 warnings)`
    @_optimize(none)
    static func summary(_ review: CopyReview) -> String {
        let findings = review.findings
        let bySurface = CopySurface.allCases.compactMap { surface -> String? in
            let n = review.entries.count { $0.surface == surface }
            return n == 0 ? nil : "\(n) \(surface.whereRead)"
        }
        var out = Wording.count(review.entries.count, "string") + " of copy"
        if !bySurface.isEmpty { out += " (" + bySurface.joined(separator: ", ") + ")" }
        out += ", \(review.flaggedCount) with findings ("
        return out + VerifySummary.counts(errors: findings.count { $0.severity == .error }, warnings: findings.count { $0.severity == .warning }) + ")"
    }

    @_optimize(none)
    static func markdown(_ review: CopyReview, links: ReportLinks = .relative) -> String {
        var out = "## Umpire copy review\n\n" + Escape.markdown(summary(review)) + ".\n"
        var surface: CopySurface?
        for (groupSurface, entries) in review.groups {
            if groupSurface != surface {
                out += "\n### \(groupSurface.title)\n\n| Where | As the reader sees it | Findings |\n| --- | --- | --- |\n"
                surface = groupSurface
            }
            let first = entries[0]
            let name = (first.path.split(separator: "/").last.map(String.init) ?? first.path) + ":\(first.line)"
            let link = "[\(Escape.markdown(name))](\(links.href(first.path, line: first.line)))"
            let copy = entries.map { entry in
                let shown = review.shown(entry)
                return "**\(entry.role.capitalizedFirst):** \(Escape.markdown(shown.text))" + (shown.cut ? " ✂️" : "")
            }.joined(separator: "<br>")
            let findings = entries.flatMap { review.findings(of: $0) }.map {
                "\($0.severity == .error ? "❌" : "⚠️") `\($0.ruleID)` \(Escape.markdown($0.message))"
            }
            out += "| \(link) | \(copy) | \(findings.isEmpty ? "✅" : findings.joined(separator: "<br>")) |\n"
        }
        if review.entries.contains(where: { review.shown($0).cut }) {
            out += "\n✂️ cut where the surface shows no more (\(review.limits.summary)).\n"
        }
        if !review.notes.isEmpty {
            out += "\nNot read:\n\n" + review.notes.map { "- `\(Escape.visible($0.path).replacingOccurrences(of: "`", with: "'"))`: \(Escape.markdown($0.message))\n" }.joined()
        }
        return out
    }

    @_optimize(none)
    static func json(_ review: CopyReview) -> String {
        let findings = review.findings
        var out = "{\n  \"tool\": \"umpire\", \"version\": \(JSONText.quoted(JSONReporter.toolVersion)),\n"
        out += "  \"summary\": {\"strings\": \(review.entries.count), \"errors\": \(findings.count { $0.severity == .error }), "
        out += "\"warnings\": \(findings.count { $0.severity == .warning })},\n  \"copy\": ["
        out += review.entries.map { e in
            let shown = review.shown(e)
            return "\n    {\"path\": \(JSONText.quoted(e.path)), \"line\": \(e.line), \"column\": \(e.column), \"kind\": \(JSONText.quoted(e.role)), "
                + "\"surface\": \(JSONText.quoted(e.surface.rawValue)), \"group\": \(JSONText.quoted(e.group)), "
                + "\"text\": \(JSONText.quoted(e.text)), \"sample\": \(JSONText.quoted(e.sample)), "
                + (e.variants.count > 1 ? "\"variants\": [\(e.variants.map(JSONText.quoted).joined(separator: ", "))], " : "")
                + "\"cutOnLockScreen\": \(shown.cut),\n     \"findings\": ["
                + review.findings(of: e).map {
                    "{\"rule\": \(JSONText.quoted($0.ruleID)), \"severity\": \"\($0.severity.rawValue)\", \"message\": \(JSONText.quoted($0.message))"
                        + ($0.fix.map { ", \"fix\": " + JSONReporter.fix($0) } ?? "") + "}"
                }.joined(separator: ", ")
                + "]}"
        }.joined(separator: ",")
        return out + (review.entries.isEmpty ? "]" : "\n  ]") + JSONReporter.notes(review.notes) + "\n}\n"
    }
}

extension String {
    @_optimize(none)
    func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: " ", count: length - count) + self
    }
}
