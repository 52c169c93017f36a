// Baselines: record today's findings so a team can adopt a rule and block only new ones.

import Foundation
import UmpireCore

public struct Baseline: Sendable {
    public struct Entry: Sendable, Hashable {
        public let rule: String
        public let fingerprint: String
        public let path: String
        public let message: String
    }

    public var entries: [Entry]

    public init(findings: [Finding]) {
        entries = findings.map { Entry(rule: $0.ruleID, fingerprint: $0.fingerprint, path: $0.path, message: $0.message) }
            .sorted { ($0.path, $0.rule, $0.fingerprint) < ($1.path, $1.rule, $1.fingerprint) }
    }

    /// Sorted, one entry per line: a baseline change reads well in review.
    public func render() -> String {
        var out = "{\n  \"tool\": \"umpire\",\n  \"version\": 1,\n  \"findings\": ["
        out += entries.map { e in
            "\n    {\"path\": \(JSONText.quoted(e.path)), \"rule\": \(JSONText.quoted(e.rule)), "
                + "\"fingerprint\": \(JSONText.quoted(e.fingerprint)), \"message\": \(JSONText.quoted(e.message))}"
        }.joined(separator: ",")
        return out + (entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
    }

    public static func load(_ path: String) throws -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw UsageError("--baseline: \(path): cannot be read")
        }
        func bad(_ reason: String) -> UsageError { UsageError("--baseline: \(path): \(reason)") }
        let json: JSONValue
        do { json = try JSONCParser.parse(String(decoding: data, as: UTF8.self)) } catch {
            throw bad("invalid JSON (\(error)); write it with --write-baseline")
        }
        guard case let .array(items)? = json["findings"] else { throw bad("expected a \"findings\" array") }
        var baseline = Baseline(findings: [])
        for (n, item) in items.enumerated() {
            guard case let .string(rule)? = item["rule"], case let .string(fingerprint)? = item["fingerprint"] else {
                throw bad("findings[\(n)] needs \"rule\" and \"fingerprint\" strings")
            }
            var path = "", message = ""
            if case let .string(p)? = item["path"] { path = p }
            if case let .string(m)? = item["message"] { message = m }
            baseline.entries.append(Entry(rule: rule, fingerprint: fingerprint, path: path, message: message))
        }
        return baseline
    }

    /// The findings the baseline does not record, those it does, and how many of its entries
    /// matched nothing (fixed since it was written).
    func split(_ findings: [Finding]) -> (kept: [Finding], recorded: [Finding], fixed: Int) {
        var remaining: [String: Int] = [:]
        for e in entries { remaining[e.rule + "\u{0}" + e.fingerprint, default: 0] += 1 }
        var kept: [Finding] = [], recorded: [Finding] = []
        for f in findings {
            let key = f.ruleID + "\u{0}" + f.fingerprint
            if let n = remaining[key], n > 0 {
                remaining[key] = n - 1
                recorded.append(f)
            } else {
                kept.append(f)
            }
        }
        return (kept, recorded, remaining.values.reduce(0, +))
    }
}
