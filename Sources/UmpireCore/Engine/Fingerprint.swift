// Finding fingerprints that survive lines moving: what SARIF and baselines match on.

enum Fingerprint {
    /// FNV-1a over rule id, path and the flagged line with whitespace collapsed, as 16 hex digits.
    static func of(rule: String, path: String, line: Int, in file: LexedFile) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ byte: UInt8) {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        for b in rule.utf8 { mix(b) }
        mix(0)
        for b in path.utf8 { mix(b) }
        mix(0)
        let start = file.lines.start(ofLine: line)
        var i = start
        var pendingSpace = false
        var wroteAny = false
        while i < file.bytes.count, file.bytes[i] != ASCII.lf, file.bytes[i] != ASCII.cr {
            let b = file.bytes[i]
            if b == ASCII.space || b == ASCII.tab {
                pendingSpace = wroteAny
            } else {
                if pendingSpace { mix(ASCII.space) }
                pendingSpace = false
                wroteAny = true
                mix(b)
            }
            i += 1
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// For cross-file findings, which have no source line at hand: rule, path and a text.
    static func of(rule: String, path: String, text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in (rule + "\u{0}" + path + "\u{0}" + text).utf8 {
            hash ^= UInt64(b)
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
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
