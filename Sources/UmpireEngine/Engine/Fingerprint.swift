// Finding fingerprints that survive lines moving: what SARIF and baselines match on.

import UmpireCore

enum Fingerprint {
    /// FNV-1a over rule id, path and the flagged line with whitespace collapsed, as 16 hex digits.
    static func of(rule: String, path: String, line: Int, in file: SourceFile) -> String {
        var hash = FNV1a()
        hash.mix(field: rule)
        hash.mix(field: path)
        hash.mix(file.fingerprintText(ofLine: LineNumber(line)))
        return hash.hex
    }

    /// For cross-file findings: rule, path and the identity the rule gives the finding (a
    /// model's name, a migration's number), which unrelated edits leave alone.
    static func of(rule: String, path: String, identity: String) -> String {
        var hash = FNV1a()
        hash.mix(field: rule)
        hash.mix(field: path)
        hash.mix(identity.utf8)
        return hash.hex
    }

    /// Appends `:n` to each fingerprint: its occurrence number among identical ones, in report order.
    static func numberOccurrences(_ findings: inout [Finding]) {
        var seen: [String: Int] = [:]
        for k in findings.indices where !findings[k].fingerprint.isEmpty {
            let key = findings[k].fingerprint
            let n = seen[key, default: 0] + 1
            seen[key] = n
            findings[k].fingerprint = "\(key):\(n)"
        }
    }
}
