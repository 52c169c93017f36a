// `umpire:disable…` comments: parsing, applying to findings, and reporting the ones that did nothing.

/// One suppression comment, as the suppression rules see it once the file's findings are filtered.
public struct Suppression: Sendable {
    public enum Kind: String, CaseIterable, Sendable {
        // Longest first, so `disable-next-line` is not read as `disable`.
        case disableNextLine = "disable-next-line"
        case disableLine = "disable-line"
        case disableFile = "disable-file"
        case disable
        case enable
    }

    public let kind: Kind
    /// The rule ids it names; empty means every rule.
    public package(set) var rules: [String]
    public let line: Int
    public let endLine: Int
    public let start: ByteOffset
    public let end: ByteOffset
    /// Whether the comment gives a reason after `--`.
    public package(set) var hasReason = false
    /// The last line a `disable` covers (set from the matching `enable`)…
    var lastLine = Int.max
    /// …except for rules an `enable` naming only some rules ended earlier.
    var lastLineOf: [String: Int] = [:]
    /// Rule ids (or "*" for a bare directive) that suppressed at least one finding.
    public package(set) var used: Set<String> = []
    /// The last line a `disable-next-line` covers: the next line, or in a shell script the whole
    /// command it starts, continued with `\` (no comment can sit among those lines).
    var nextLineEnd: Int?

    /// A comment suppressing `rule` on the next line, in the comment syntax of the file at
    /// `path`, with `reason` for the writer to replace.
    public static func nextLineComment(for rule: String, path: String) -> String {
        path.hasSuffix(".sh") || path.hasSuffix(".bash") ? "# umpire:disable-next-line \(rule) -- reason"
            : path.hasSuffix(".plist") ? "<!-- umpire:disable-next-line \(rule) -- reason -->"
            : "// umpire:disable-next-line \(rule) -- reason"
    }

    /// `umpire:disable-next-line`, as written in messages.
    public var directive: String { "umpire:\(kind.rawValue)" }

    func covers(rule: String, line findingLine: Int) -> Bool {
        guard rules.isEmpty || rules.contains(rule) else { return false }
        switch kind {
        case .disableNextLine: return findingLine >= endLine + 1 && findingLine <= (nextLineEnd ?? endLine + 1)
        case .disableLine: return findingLine >= line && findingLine <= endLine
        case .disableFile: return true
        case .disable: return findingLine > line && findingLine <= (lastLineOf[rule] ?? lastLine)
        case .enable: return false
        }
    }
}

/// A comment that starts like a suppression but is not one (`umpire: disable`, `UMPIRE:disable`,
/// `umpire:disabled`): it suppresses nothing, and is reported rather than ignored.
public struct MalformedSuppression: Sendable {
    public let start: ByteOffset
    public let end: ByteOffset
    public let line: Int
}

package enum Suppressions {
    private static let mpire = Array("mpire".utf8)

    /// Whether bytes may hold a suppression comment, or one that only looks like one (`umpire`
    /// or `UMPIRE`, found in any mix of cases).
    package static func mayHold(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { ByteSearch.containsFoldingCase(mpire, in: $0) }
    }

    /// The same, asked once per file: the suppressions' parse and the fixes' check both ask.
    package static func mayHold(_ file: SourceFile) -> Bool {
        file.shared("suppressions.mayHold") { mayHold(file.bytes) }
    }

    /// Every suppression comment in the file, with `disable` ranges closed by their `enable`,
    /// and the comments that only look like one.
    package static func parse(_ file: SourceFile) -> (suppressions: [Suppression], malformed: [MalformedSuppression]) {
        var result: [Suppression] = []
        var malformed: [MalformedSuppression] = []
        // Most files have none: one search of the bytes saves looking at every comment.
        guard mayHold(file) else { return ([], []) }
        for i in file.tokens.indices where file.tokens[i].kind.isComment && (file.contains(i, "mpire") || file.contains(i, "MPIRE")) {
            switch parse(comment: i, in: file) {
            case let .suppression(s)?: result.append(s)
            case .malformed?:
                let token = file.tokens[i]
                malformed.append(MalformedSuppression(start: token.start, end: token.end, line: file.line(ofToken: i).value))
            case nil: break
            }
        }
        closeRanges(&result)
        return (result, malformed)
    }

    /// Ends each `disable` at the `enable` that follows it: a bare `enable` ends it for every
    /// rule, `enable a` for `a` only. Read from the end backwards, keeping the next `enable` of
    /// each rule, so a file of many `disable`s and `enable`s is read once.
    static func closeRanges(_ result: inout [Suppression]) {
        var nextBare = Int.max
        // Each rule's next `enable` naming it, and the order enables were met, for bare disables.
        var nextEnableOf: [String: Int] = [:]
        var namedSinceBare: [String] = []
        for n in result.indices.reversed() {
            switch result[n].kind {
            case .enable where result[n].rules.isEmpty:
                nextBare = result[n].line
                nextEnableOf = [:]
                namedSinceBare = []
            case .enable:
                for rule in result[n].rules {
                    if nextEnableOf[rule] == nil { namedSinceBare.append(rule) }
                    nextEnableOf[rule] = result[n].line
                }
            case .disable:
                result[n].lastLine = nextBare == Int.max ? Int.max : nextBare - 1
                // `enable a` ends the range for `a` only; the other rules stay disabled.
                let names = result[n].rules.isEmpty ? namedSinceBare : result[n].rules
                for rule in names { if let line = nextEnableOf[rule] { result[n].lastLineOf[rule] = line - 1 } }
            default:
                break
            }
        }
    }

    enum Parsed {
        case suppression(Suppression)
        case malformed
    }

    /// `umpire`, maybe spaces, `:`, maybe spaces, then `disable` or `enable`, in any case: what
    /// a person meant as a suppression, whether or not it parses. Another linter's habit joins
    /// them with `-` or `_` (`umpire-disable-next-line`, as ESLint writes its own), or a space
    /// before a directive's own hyphenated name (`umpire disable-next-line`).
    static func looksLikeSuppression(_ body: Substring) -> Bool {
        var rest = body.lowercased()[...]
        guard rest.hasPrefix("umpire") else { return false }
        rest = rest.dropFirst(6)
        let spaced = rest.first == " "
        rest = rest.drop { $0 == " " }
        if let joiner = rest.first, joiner == ":" || joiner == "-" || joiner == "_" {
            rest = rest.dropFirst().drop { $0 == " " }
            return rest.hasPrefix("disable") || rest.hasPrefix("enable")
        }
        return spaced && (rest.hasPrefix("disable-") || rest.hasPrefix("enable-"))
    }

    private static func parse(comment i: Int, in file: SourceFile) -> Parsed? {
        guard let suppression = parseSuppression(comment: i, in: file) else {
            var body = Substring(file.text(i))
            for opener in ["//", "/*", "<!--", "#"] where body.hasPrefix(opener) {
                body = body.dropFirst(opener.count)
                break
            }
            body = body.drop { $0 == " " || $0 == "\t" || $0 == "*" || $0 == "/" }
            return looksLikeSuppression(body) ? .malformed : nil
        }
        return .suppression(suppression)
    }

    private static func parseSuppression(comment i: Int, in file: SourceFile) -> Suppression? {
        let token = file.tokens[i]
        var body = Substring(file.text(i))
        for opener in ["//", "/*", "<!--", "#"] where body.hasPrefix(opener) {
            body = body.dropFirst(opener.count)
            break
        }
        if body.hasSuffix("*/") { body = body.dropLast(2) } else if body.hasSuffix("-->") { body = body.dropLast(3) }
        body = body.drop { $0 == " " || $0 == "\t" || $0 == "*" || $0 == "/" }
        guard body.hasPrefix("umpire:") else { return nil }
        body = body.dropFirst("umpire:".count)
        guard let kind = Suppression.Kind.allCases.first(where: { body.hasPrefix($0.rawValue) }) else { return nil }
        body = body.dropFirst(kind.rawValue.count)
        guard body.isEmpty || body.first == " " || body.first == "\t" || body.first == "\n" else { return nil }
        var hasReason = false
        if let reason = body.range(of: "--") {
            hasReason = body[reason.upperBound...].contains { $0.isLetter || $0.isNumber }
            body = body[..<reason.lowerBound]
        }
        let rules = body.split { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }.map(String.init)
        // Lines as numbers from here: a suppression is matched with findings' lines.
        let line = file.lines.line(at: token.start).value
        let endLine = file.lines.line(at: max(token.start, token.end - 1)).value
        var suppression = Suppression(kind: kind, rules: rules, line: line, endLine: endLine,
                                      start: token.start, end: token.end, hasReason: hasReason)
        if kind == .disableNextLine, file.language == .shell { suppression.nextLineEnd = continuedCommandEnd(from: endLine + 1, in: file) }
        return suppression
    }

    /// The last line of the shell command starting on `line` (from 1): each line ending in `\` continues it.
    private static func continuedCommandEnd(from line: Int, in file: SourceFile) -> Int {
        var last = line
        while last - line < 64, last < file.lines.count, continues(line: last - 1, file.lines, file.bytes) { last += 1 }
        return last
    }

    /// The line (from 0) a `disable-next-line` comment goes above to cover a finding on `line`:
    /// that line, or in a shell script the first line of the command the line continues.
    package static func commentLine(above line: Int, lines: LineTable, bytes: [UInt8], path: String) -> Int {
        guard Language.of(path: path)?.language == .shell else { return line }
        var first = line
        while first > 0, line - first < 64, continues(line: first - 1, lines, bytes) { first -= 1 }
        return first
    }

    /// Whether line `line` (from 0) ends in `\`, spaces after it allowed: the next line continues it.
    static func continues(line: Int, _ lines: LineTable, _ bytes: [UInt8]) -> Bool {
        guard line >= 0, line + 1 < lines.count else { return false }
        let first = Int(lines.starts[line])
        var end = Int(lines.starts[line + 1]) - 1
        while end >= first, bytes[end] == 0x0A || bytes[end] == 0x0D || bytes[end] == 0x20 || bytes[end] == 0x09 { end -= 1 }
        return end >= first && bytes[end] == UInt8(ascii: "\\")
    }

    /// Drops suppressed findings, marking what each suppression was used for.
    package static func apply(_ suppressions: inout [Suppression], to findings: [Finding]) -> [Finding] {
        guard !suppressions.isEmpty else { return findings }
        // Line comments are looked up by the lines they cover; ranges and whole-file comments by
        // rule, as sorted intervals. A generated file with a comment above each of its thousands
        // of findings, or thousands of open ranges, stays near linear.
        var byLine: [Int: [Int]] = [:]
        var wide: [Int] = []
        for n in suppressions.indices {
            switch suppressions[n].kind {
            case .disableNextLine:
                let next = suppressions[n].endLine + 1
                for line in next...max(next, suppressions[n].nextLineEnd ?? next) { byLine[line, default: []].append(n) }
            case .disableLine where suppressions[n].endLine - suppressions[n].line < 64:
                for line in suppressions[n].line...suppressions[n].endLine { byLine[line, default: []].append(n) }
            case .disableLine, .disable, .disableFile: wide.append(n)
            case .enable: break
            }
        }
        var linesOf: [String: [Int]] = [:]
        for finding in findings { linesOf[finding.ruleID, default: []].append(finding.line) }
        var coveredBy: [String: Intervals] = [:]
        for (rule, lines) in linesOf {
            linesOf[rule] = lines.sorted()
            coveredBy[rule] = Intervals(wide.compactMap { suppressions[$0].lines(for: rule) })
        }
        // A range is used when a finding of a rule it names lies in it.
        for n in wide {
            for rule in suppressions[n].rules.isEmpty ? Array(linesOf.keys) : suppressions[n].rules {
                guard let range = suppressions[n].lines(for: rule), let lines = linesOf[rule],
                      Intervals.first(in: lines, atLeast: range.lowerBound).map({ $0 <= range.upperBound }) == true else { continue }
                suppressions[n].used.insert(suppressions[n].rules.isEmpty ? "*" : rule)
            }
        }
        return findings.filter { finding in
            var suppressed = coveredBy[finding.ruleID]?.contains(finding.line) == true
            for n in byLine[finding.line] ?? [] where suppressions[n].covers(rule: finding.ruleID, line: finding.line) {
                suppressions[n].used.insert(suppressions[n].rules.isEmpty ? "*" : finding.ruleID)
                suppressed = true
            }
            return !suppressed
        }
    }
}

/// Line intervals merged and sorted, for "is this line in any of them" by binary search.
struct Intervals {
    private var merged: [ClosedRange<Int>] = []

    init(_ ranges: [ClosedRange<Int>]) {
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
    }

    func contains(_ line: Int) -> Bool {
        var low = 0, high = merged.count - 1
        while low <= high {
            let mid = (low + high) / 2
            if merged[mid].upperBound < line { low = mid + 1 } else if merged[mid].lowerBound > line { high = mid - 1 } else { return true }
        }
        return false
    }

    /// The first of the sorted `lines` at or after `bound`.
    static func first(in lines: [Int], atLeast bound: Int) -> Int? {
        var low = 0, high = lines.count
        while low < high {
            let mid = (low + high) / 2
            if lines[mid] < bound { low = mid + 1 } else { high = mid }
        }
        return low < lines.count ? lines[low] : nil
    }
}

extension Suppression {
    /// The lines a range or whole-file suppression covers for `rule`, if it names it.
    func lines(for rule: String) -> ClosedRange<Int>? {
        guard rules.isEmpty || rules.contains(rule) else { return nil }
        switch kind {
        case .disableFile: return Int.min...Int.max
        case .disableLine: return line...endLine
        case .disable:
            let last = lastLineOf[rule] ?? lastLine
            return last > line ? (line + 1)...last : nil
        case .disableNextLine: return (endLine + 1)...max(endLine + 1, nextLineEnd ?? endLine + 1)
        case .enable: return nil
        }
    }
}
