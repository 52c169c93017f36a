// One finding per problem: where rules of one family describe the same expression, the most
// specific reports and names the others; no rule reports one place twice, nor says the same
// twice on one line.

import UmpireCore

enum FindingOverlap {
    /// The server-driven UI family, most specific first: building text from values is the
    /// cause a hardcoded string or a separator in that text are symptoms of, and its fix (send
    /// the text from the backend) removes them too. A value taken apart or computed inside that
    /// text (`"Set \(home + away + 1)"`) is narrower still: the text is built around it, and
    /// the message names the sum, not just the string.
    static let specificity: [String: Int] = Dictionary(uniqueKeysWithValues: [
        "client-side-parsing", "client-side-derivation", "client-side-formatting", "model-display-logic",
        "match-state-branching", "hardcoded-display-string", "copy-separator",
    ].enumerated().map { ($1, $0) })

    static func merged(_ findings: [Finding]) -> [Finding] {
        guard findings.count > 1 else { return findings }
        var seen: Set<Place> = []
        var result: [Finding] = []
        result.reserveCapacity(findings.count)
        // The same rule at the same place, saying the same, once.
        for finding in findings where seen.insert(Place(rule: finding.ruleID, line: finding.line, column: finding.column, message: finding.message)).inserted {
            result.append(finding)
        }
        result = withoutNested(result)
        result = sameSaidOnce(result)
        let family = result.indices.filter { specificity[result[$0].ruleID] != nil }
        guard family.count > 1 else { return result }
        // Overlap needs a shared line: findings are compared within the lines they span, so a
        // file of n findings costs n, not n squared. Overlap joins findings into one problem
        // through any of them: `Text("Stop: \(code) " + (Double(ms) / 1000).formatted() + "s")`
        // is a derivation inside a formatting that holds a hardcoded word, one problem.
        var byLine: [Int: [Int]] = [:]
        for n in family {
            for line in result[n].line...max(result[n].line, min(result[n].endLine, result[n].line + 50)) { byLine[line, default: []].append(n) }
        }
        var group = Dictionary(uniqueKeysWithValues: family.map { ($0, $0) })
        func root(_ n: Int) -> Int {
            var n = n
            while group[n]! != n { n = group[n]! }
            return n
        }
        for line in byLine.keys.sorted() {
            let here = byLine[line]!
            for a in here {
                for b in here where b > a && result[a].ruleID != result[b].ruleID && overlaps(result[a], result[b]) {
                    let (x, y) = (root(a), root(b))
                    if x != y { group[max(x, y)] = min(x, y) }
                }
            }
        }
        var dropped: Set<Int> = []
        var alsoNamed: [Int: [String]] = [:]
        var severity: [Int: Severity] = [:]
        for members in Dictionary(grouping: family, by: root).values where members.count > 1 {
            // The most specific reports (the first of equals); what the others said goes with it.
            let keep = members.min { (specificity[result[$0].ruleID]!, $0) < (specificity[result[$1].ruleID]!, $1) }!
            for drop in members where drop != keep {
                dropped.insert(drop)
                if result[drop].ruleID != result[keep].ruleID { alsoNamed[keep, default: []].append(result[drop].ruleID) }
                // The verdict stays what it was: an error absorbed keeps the finding an error.
                severity[keep] = max(severity[keep] ?? result[keep].severity, result[drop].severity)
            }
        }
        return result.indices.compactMap { n in
            if dropped.contains(n) { return nil }
            guard let others = alsoNamed[n] else { return result[n] }
            var kept = naming(result[n], Array(Set(others)).sorted())
            kept.severity = severity[n] ?? kept.severity
            return kept
        }
    }

    /// A finding of one rule inside another of the same rule's, on one line, is the same
    /// problem: `Text("\(entry.date.formatted()): \(entry.count) removed")` is one text built on
    /// the device, not that and a date formatted. The outer one stays, and of one span said
    /// twice, the first.
    private static func withoutNested(_ findings: [Finding]) -> [Finding] {
        var byLine: [Int: [Int]] = [:]
        for n in findings.indices where findings[n].endLine == findings[n].line { byLine[findings[n].line, default: []].append(n) }
        var dropped: Set<Int> = []
        for (_, here) in byLine where here.count > 1 {
            for inner in here {
                let a = findings[inner]
                if here.contains(where: { outer in
                    let b = findings[outer]
                    return outer != inner && !dropped.contains(outer) && b.ruleID == a.ruleID && b.path == a.path
                        && b.column <= a.column && a.endColumn <= b.endColumn
                        // The same span said twice (two of a rule's questions reach one literal): the first says it.
                        && ((b.column, b.endColumn) != (a.column, a.endColumn) || outer < inner)
                }) { dropped.insert(inner) }
            }
        }
        return dropped.isEmpty ? findings : findings.indices.filter { !dropped.contains($0) }.map { findings[$0] }
    }

    private struct Place: Hashable {
        let rule: String
        let line: Int
        let column: Int
        let message: String
    }

    /// Two findings on the same line whose spans share a column (or one inside the other).
    private static func overlaps(_ a: Finding, _ b: Finding) -> Bool {
        guard a.path == b.path, a.line <= b.endLine, b.line <= a.endLine else { return false }
        let aEnd = a.endLine > a.line ? Int.max : max(a.endColumn, a.column + 1)
        let bEnd = b.endLine > b.line ? Int.max : max(b.endColumn, b.column + 1)
        if a.line != b.line { return a.line < b.line ? a.endLine > a.line : b.endLine > b.line }
        return a.column < bEnd && b.column < aEnd
    }

    private static func naming(_ finding: Finding, _ others: [String]) -> Finding {
        finding.replacing(message: finding.message + namingOpener + others.joined(separator: ", ") + " here.)")
    }
}

extension FindingOverlap {
    /// The same rule saying the same on one line, with no fix to keep apart: one problem written
    /// in two places of one expression (`isPaused ? 'Timer Paused' : 'Timer Running'`, both
    /// sides of `a.hasPrefix("- ") || a.hasPrefix("* ")`), reported once across both.
    static func sameSaidOnce(_ findings: [Finding]) -> [Finding] {
        struct Said: Hashable { let rule: String; let line: Int; let message: String }
        var first: [Said: Int] = [:]
        var result: [Finding] = []
        result.reserveCapacity(findings.count)
        for finding in findings {
            let said = Said(rule: finding.ruleID, line: finding.line, message: finding.message)
            // Only findings without a fix are recorded, so a kept one never has a fix.
            guard finding.fix == nil, let n = first[said] else {
                if finding.fix == nil { first[said] = result.count }
                result.append(finding)
                continue
            }
            let kept = result[n]
            guard (finding.endLine, finding.endColumn) > (kept.endLine, kept.endColumn) else { continue }
            result[n] = Finding(ruleID: kept.ruleID, area: kept.area, severity: kept.severity, path: kept.path, line: kept.line,
                                column: kept.column, endLine: finding.endLine, endColumn: finding.endColumn, message: kept.message,
                                fix: nil, byteColumn: kept.byteColumn, endByteColumn: finding.endByteColumn, fingerprint: kept.fingerprint)
        }
        return result
    }

    /// A rule that reports a place from one file and again from the project (inline-copy's
    /// returned text, then what the project shows it as) reports it once: the project's
    /// finding knows more, and its message says it.
    static func preferProject(_ findings: inout [Finding], over fromProject: [Finding]) {
        guard !fromProject.isEmpty, !findings.isEmpty else { return }
        struct Spot: Hashable { let rule: String; let line: Int; let column: Int }
        let reported = Set(fromProject.map { Spot(rule: $0.ruleID, line: $0.line, column: $0.column) })
        findings.removeAll { reported.contains(Spot(rule: $0.ruleID, line: $0.line, column: $0.column)) }
    }

    static let namingOpener = " (Also "
}

extension Finding {
    /// The same finding with another message (rules merged into it) or another name for its file
    /// (a report's paths from the repository's root).
    func replacing(path: String? = nil, message: String? = nil) -> Finding {
        Finding(ruleID: ruleID, area: area, severity: severity, path: path ?? self.path, line: line, column: column, endLine: endLine,
                endColumn: endColumn, message: message ?? self.message, fix: fix, byteColumn: byteColumn, endByteColumn: endByteColumn,
                fingerprint: fingerprint)
    }

    /// The rule's own message, without the names of the rules merged into it: what a fix or a
    /// change compares, since merging depends on what else is found on the line.
    public var ownMessage: String {
        guard message.hasSuffix(" here.)"), let range = message.range(of: FindingOverlap.namingOpener, options: .backwards) else { return message }
        return String(message[..<range.lowerBound])
    }
}
