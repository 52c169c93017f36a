// A configuration error as one diagnostic on `.umpire.json`, at the key it names (or where the
// JSON stops parsing), so the editor shows the mistake where it is written.

import UmpireCore

enum ConfigurationDiagnostic {
    @_optimize(none)
    static func diagnostic(_ error: ConfigurationError, text: [UInt8]?) -> JSONValue {
        let positions = TextPositions(text ?? [])
        var start = (line: 0, character: 0), end = (line: 0, character: 0)
        if let text {
            if !error.key.isEmpty, let span = KeyLocator.span(of: error.key, in: text) {
                start = positions.position(ofOffset: span.lowerBound)
                end = positions.position(ofOffset: span.upperBound)
            } else if error.key.isEmpty, let syntax = syntaxError(in: text) {
                start = positions.position(line: syntax.line, column: syntax.column)
                end = start
            }
        }
        let message = error.key.isEmpty ? error.reason : "`\(error.key)`: \(error.reason)"
        return ["range": DiagnosticConversion.range(start, end), "severity": 1, "source": "umpire",
                "message": .string(message + " Umpire lints with the last valid configuration (or the defaults) until this is fixed.")]
    }

    @_optimize(none)
    private static func syntaxError(in text: [UInt8]) -> JSONCParseError? {
        do {
            _ = try JSONCParser.parse(String(decoding: text, as: UTF8.self))
            return nil
        } catch {
            return error as? JSONCParseError
        }
    }
}

/// Finds where a key path such as `overrides[0].rules.no-print` is written in JSON-with-comments
/// text: the quoted key (or the array element), or the deepest part of the path that exists.
struct KeyLocator {
    enum Step: Equatable {
        case key(String)
        case index(Int)
    }

    private let bytes: [UInt8]
    private let target: [Step]
    private var pos = 0
    private var best: (depth: Int, span: Range<Int>)?

    @_optimize(none)
    static func span(of path: String, in bytes: [UInt8]) -> Range<Int>? {
        var locator = KeyLocator(bytes: bytes, target: steps(path))
        locator.skipTrivia()
        _ = locator.value(at: [], depth: 0)
        return locator.best?.span
    }

    @_optimize(none)
    static func steps(_ path: String) -> [Step] {
        var steps: [Step] = []
        for part in path.split(separator: ".", omittingEmptySubsequences: false) {
            var name = part[...]
            var indices: [Int] = []
            while name.hasSuffix("]"), let open = name.lastIndex(of: "["), let n = Int(name[name.index(after: open)..<name.index(before: name.endIndex)]) {
                indices.insert(n, at: 0)
                name = name[..<open]
            }
            if !name.isEmpty { steps.append(.key(String(name))) }
            steps += indices.map(Step.index)
        }
        return steps
    }

    @_optimize(none)
    private init(bytes: [UInt8], target: [Step]) {
        self.bytes = bytes
        self.target = target
    }

    /// Walks one value; false when the text stops making sense (the search ends there).
    @_optimize(none)
    private mutating func value(at path: [Step], depth: Int) -> Bool {
        guard pos < bytes.count, depth < 64 else { return false }
        switch bytes[pos] {
        case UInt8(ascii: "{"):
            pos += 1
            while true {
                skipTrivia()
                guard pos < bytes.count else { return false }
                if bytes[pos] == UInt8(ascii: "}") { pos += 1; return true }
                if bytes[pos] == ASCII.comma { pos += 1; continue }
                let keyStart = pos
                guard let key = string() else { return false }
                let here = path + [.key(key)]
                note(here, keyStart..<pos)
                skipTrivia()
                guard pos < bytes.count, bytes[pos] == ASCII.colon else { return false }
                pos += 1
                skipTrivia()
                guard value(at: here, depth: depth + 1) else { return false }
            }
        case UInt8(ascii: "["):
            pos += 1
            var index = 0
            while true {
                skipTrivia()
                guard pos < bytes.count else { return false }
                if bytes[pos] == UInt8(ascii: "]") { pos += 1; return true }
                if bytes[pos] == ASCII.comma { pos += 1; index += 1; continue }
                let here = path + [.index(index)]
                note(here, pos..<pos + 1)
                guard value(at: here, depth: depth + 1) else { return false }
            }
        case ASCII.quote:
            return string() != nil
        default:
            // true, false, null and numbers: up to the next delimiter.
            let start = pos
            while pos < bytes.count, !MessageReader.isSpace(bytes[pos]), ![ASCII.comma, UInt8(ascii: "}"), UInt8(ascii: "]"), ASCII.slash].contains(bytes[pos]) {
                pos += 1
            }
            return pos > start
        }
    }

    /// Remembers `span` when `path` is the target or a longer prefix of it than seen so far.
    @_optimize(none)
    private mutating func note(_ path: [Step], _ span: Range<Int>) {
        guard path.count <= target.count, Array(target.prefix(path.count)) == path else { return }
        if best == nil || path.count > best!.depth { best = (path.count, span) }
    }

    @_optimize(none)
    private mutating func string() -> String? {
        guard pos < bytes.count, bytes[pos] == ASCII.quote else { return nil }
        let start = pos
        pos += 1
        while pos < bytes.count, bytes[pos] != ASCII.quote, bytes[pos] != ASCII.lf {
            pos += bytes[pos] == ASCII.backslash ? 2 : 1
        }
        guard pos < bytes.count, bytes[pos] == ASCII.quote else { return nil }
        pos += 1
        return try? JSONCParser.parse(String(decoding: bytes[start..<pos], as: UTF8.self)).string
    }

    @_optimize(none)
    private mutating func skipTrivia() {
        while pos < bytes.count {
            if MessageReader.isSpace(bytes[pos]) {
                pos += 1
            } else if bytes[pos] == ASCII.slash, pos + 1 < bytes.count, bytes[pos + 1] == ASCII.slash {
                while pos < bytes.count, bytes[pos] != ASCII.lf { pos += 1 }
            } else if bytes[pos] == ASCII.slash, pos + 1 < bytes.count, bytes[pos + 1] == ASCII.star {
                pos += 2
                while pos + 1 < bytes.count, !(bytes[pos] == ASCII.star && bytes[pos + 1] == ASCII.slash) { pos += 1 }
                pos = min(bytes.count, pos + 2)
            } else {
                return
            }
        }
    }
}
