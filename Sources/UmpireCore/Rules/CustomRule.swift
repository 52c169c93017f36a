// Rules users add in `.umpire.json` without recompiling: a regular expression over one kind of text.

import Foundation

/// Where a custom rule's pattern looks: code (comments and string text blanked out), string
/// text only, or comments only. Blanked bytes become spaces, so offsets and lines stay put.
public enum MatchScope: String, Sendable, CaseIterable {
    case code, string, comment
}

public struct CustomRuleSpec: Sendable {
    public let id: String
    public let message: String
    public let pattern: String
    public let scope: MatchScope
    public let severity: Severity
    public let area: Area
    public let languages: Set<Language>
    public let files: RolePatterns?

    static let keys = ["id", "message", "pattern", "match", "severity", "area", "languages", "files"]

    static func parse(_ value: JSONValue, builtIn: Set<String>,
                      fail: (String, String) -> ConfigurationError) throws -> [CustomRuleSpec] {
        guard case let .array(items) = value else { throw fail("customRules", "expected an array of rule objects") }
        var specs: [CustomRuleSpec] = []
        var ids: Set<String> = []
        for (n, item) in items.enumerated() {
            let base = "customRules[\(n)]"
            guard case let .object(fields) = item else { throw fail(base, "expected an object") }
            for field in fields where !keys.contains(field.key) {
                throw fail("\(base).\(field.key)", "unknown key (expected one of: \(keys.joined(separator: ", ")))")
            }
            func string(_ key: String, required: Bool) throws -> String? {
                guard let v = item[key] else {
                    if required { throw fail("\(base).\(key)", "missing") }
                    return nil
                }
                guard case let .string(s) = v, !s.isEmpty else { throw fail("\(base).\(key)", "expected a non-empty string") }
                return s
            }
            let id = try string("id", required: true)!
            guard id.utf8.allSatisfy({ isDigit($0) || ($0 >= 0x61 && $0 <= 0x7A) || $0 == ASCII.minus }) else {
                throw fail("\(base).id", "expected a kebab-case id such as \"no-legacy-client\"")
            }
            guard !builtIn.contains(id), ids.insert(id).inserted else {
                throw fail("\(base).id", "\"\(id)\" is already the id of another rule")
            }
            let pattern = try string("pattern", required: true)!
            do {
                _ = try NSRegularExpression(pattern: pattern)
            } catch {
                throw fail("\(base).pattern", "not a valid regular expression")
            }
            guard pattern.utf8.count <= 1_000 else { throw fail("\(base).pattern", "longer than 1000 characters") }
            if RegexSafety.hasNestedRepetition(pattern) {
                throw fail("\(base).pattern", "repeats a group that itself repeats (like `(a+)+`), which can take exponential time; rewrite it without the nested repetition")
            }
            let scopeName = try string("match", required: false) ?? "code"
            guard let scope = MatchScope(rawValue: scopeName) else {
                throw fail("\(base).match", "expected \"code\", \"string\" or \"comment\"")
            }
            let severityName = try string("severity", required: false) ?? "error"
            guard let severity = Severity(rawValue: severityName) else {
                throw fail("\(base).severity", "expected \"warning\" or \"error\"")
            }
            let areaName = try string("area", required: false) ?? Area.customRules.rawValue
            let areas = Area.allCases.filter { $0 != .suppressions }.map(\.rawValue)
            guard let area = Area.named(areaName), area != .suppressions else {
                throw fail("\(base).area", "unknown area\(Configuration.suggestion(for: areaName, among: areas)) (areas: \(areas.joined(separator: ", ")))")
            }
            var languages = Set(Language.allCases)
            if let list = item["languages"] {
                guard let names = list.stringArray, !names.isEmpty else { throw fail("\(base).languages", "expected an array such as [\"swift\"]") }
                languages = []
                for name in names {
                    guard let language = Language(rawValue: name) else {
                        throw fail("\(base).languages", "unknown language \"\(name)\" (expected \(Language.allCases.map(\.rawValue).joined(separator: ", ")))")
                    }
                    languages.insert(language)
                }
            }
            let files = try item["files"].map { try Configuration.patterns($0, key: "\(base).files", fail: fail) }
            specs.append(CustomRuleSpec(id: id, message: try string("message", required: true)!, pattern: pattern,
                                        scope: scope, severity: severity, area: area, languages: languages, files: files))
        }
        return specs
    }

    public var description: RuleDescription {
        var description = RuleDescription(id: id, area: area, languages: languages, severity: severity,
                                          summary: message, rationale: "A custom rule from the configuration: `\(pattern)` in \(scope.rawValue).",
                                          fix: message, triggering: [], nonTriggering: [])
        description.pagePath = nil
        return description
    }
}

/// A compiled custom rule.
public struct CustomRule: RuleChecker {
    package let spec: CustomRuleSpec
    let regex: NSRegularExpression
    /// Shared by every custom rule of the run.
    let budget: PatternBudget

    public init(_ spec: CustomRuleSpec, budget: PatternBudget = PatternBudget()) throws {
        self.spec = spec
        self.budget = budget
        regex = try NSRegularExpression(pattern: spec.pattern, options: [.anchorsMatchLines])
    }

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        if let files = spec.files, !files.matches(context.rolePath) { return }
        var masked = file.bytes
        for token in file.tokens where !keeps(token.kind) {
            for k in token.start.value..<token.end.value where masked[k] != ASCII.lf && masked[k] != ASCII.cr {
                masked[k] = ASCII.space
            }
        }
        if String(validating: masked, as: UTF8.self) == nil {
            // Keep offsets exact on invalid UTF-8: every non-ASCII byte becomes one ASCII byte.
            for k in masked.indices where masked[k] >= 0x80 { masked[k] = UInt8(ascii: "?") }
        }
        let text = String(decoding: masked, as: UTF8.self)
        let utf16 = text.utf16
        let left = budget.remaining
        guard left > 0 else {
            findings.giveUp("custom rule \(spec.id) skipped: the run's \(PatternBudget.runNanoseconds / 1_000_000_000) s for custom patterns "
                            + "went to patterns that backtrack heavily (see the other notes); simplify them")
            return
        }
        // A backtracking engine can take exponential time on some patterns, and a match cannot be
        // interrupted from outside: progress reports let the rule stop itself at a deadline, the
        // file's own or the run's, whichever comes first.
        let started = DispatchTime.now().uptimeNanoseconds
        let perFile = budgetNanoseconds(forBytes: masked.count)
        let deadline = started + min(perFile, left)
        defer { budget.spend(DispatchTime.now().uptimeNanoseconds - started) }
        var ranges: [NSRange] = []
        var stopped = false
        var calls = 0
        regex.enumerateMatches(in: text, options: [.reportProgress], range: NSRange(location: 0, length: utf16.count)) { match, _, stop in
            if let match, match.range.length > 0 { ranges.append(match.range) }
            calls += 1
            // Reading the clock every call would double the cost of a plain scan.
            if calls & 255 == 0, DispatchTime.now().uptimeNanoseconds > deadline {
                stopped = true
                stop.pointee = true
            }
        }
        for range in ranges {
            findings.report(offset: ByteOffset(utf8Offset(text, utf16: range.location)),
                            end: ByteOffset(utf8Offset(text, utf16: range.location + range.length)), spec.message)
        }
        if stopped {
            let limit = perFile <= left ? "its pattern took over \(perFile / 1_000_000_000) s here"
                : "the run's \(PatternBudget.runNanoseconds / 1_000_000_000) s for custom patterns ran out here"
            findings.giveUp("custom rule \(spec.id) stopped: \(limit), which means heavy backtracking; "
                            + "simplify the pattern (no nested or overlapping repetition)")
        }
    }

    /// Two seconds, plus one per megabyte: a plain pattern scans a 2 MB file in well under 0.2 s.
    func budgetNanoseconds(forBytes bytes: Int) -> UInt64 {
        2_000_000_000 + UInt64(bytes) * 1_000
    }

    private func keeps(_ kind: TokenKind) -> Bool {
        switch spec.scope {
        case .code: !kind.isComment && kind != .stringText && kind != .jsxText
        case .string: kind == .stringText || kind == .jsxText
        case .comment: kind.isComment
        }
    }

    private func utf8Offset(_ text: String, utf16 offset: Int) -> Int {
        let index = String.Index(utf16Offset: offset, in: text)
        return text.utf8.distance(from: text.utf8.startIndex, to: index)
    }
}

/// The time every custom pattern of one run may take in all, on every core together: a slow
/// pattern stops at its file's deadline, and slow patterns together stop at the run's, so five
/// of them on many files cannot hold a pre-commit hook for minutes.
public final class PatternBudget: @unchecked Sendable {
    public static let runNanoseconds: UInt64 = 10_000_000_000
    private let lock = NSLock()
    private var spent: UInt64 = 0

    public init() {}

    var remaining: UInt64 {
        lock.lock()
        defer { lock.unlock() }
        return Self.runNanoseconds > spent ? Self.runNanoseconds - spent : 0
    }

    func spend(_ nanoseconds: UInt64) {
        lock.lock()
        spent += nanoseconds
        lock.unlock()
    }
}
