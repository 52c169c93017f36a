// Path globs: `*`, `?`, `[…]`, `{a,b}` and `**`, matched by simulating all positions at once.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A compiled glob. A pattern without `/` matches the file name at any depth, as in
/// `.gitignore`; `**/` matches zero or more folders. Matching is linear in path × pattern
/// length, with no backtracking, so no pattern can make a run slow.
public struct Glob: Sendable, Hashable, CustomStringConvertible {
    enum Piece: Sendable, Hashable {
        case byte(UInt8)
        case anyByte
        case star
        case globStar
        case byteClass(ranges: [ClosedRange<UInt8>], negated: Bool)
    }

    public let pattern: String
    /// The compiled form, shared: a glob is copied into every list that tests paths, and one
    /// reference costs one retain where four arrays cost four.
    private let compiled: Compiled
    var alternatives: [[Piece]] { compiled.alternatives }
    var shortcuts: [Shortcut?] { compiled.shortcuts }
    /// Per alternative, the literal runs a matching path must contain in order, and whether
    /// the last run must end the path: a cheap rejection before the automaton runs.
    var literals: [(runs: [[UInt8]], anchoredEnd: Bool)] { compiled.literals }

    private final class Compiled: Sendable {
        let alternatives: [[Piece]]
        let literals: [(runs: [[UInt8]], anchoredEnd: Bool)]
        /// The shapes nearly every role glob has, answered without the automaton.
        let shortcuts: [Shortcut?]
        /// Every folder-name alternative (`**/{tests,mocks,example*}/**` has many), answered
        /// in one walk over the path's folders instead of one search each.
        let folders: FolderNames
        /// The alternatives `folders` does not answer.
        let others: [Int]
        init(_ alternatives: [[Piece]]) {
            self.alternatives = alternatives
            literals = alternatives.map(Glob.literalRuns)
            shortcuts = alternatives.map(Shortcut.init)
            var folders = FolderNames(), names: [FolderNames.Name] = [], others: [Int] = []
            for (n, pieces) in alternatives.enumerated() {
                if let name = FolderNames.Name(pieces) { names.append(name) } else { others.append(n) }
            }
            folders.names = names  // indexed once, not per name
            self.folders = folders
            self.others = others
        }
    }

    enum Shortcut: Sendable {
        /// `**/*.swift`, `*.messages.ts`: the path ends with the bytes (they hold no `/`, and
        /// `*` stays in the file name).
        case suffix([UInt8])

        init?(_ pieces: [Piece]) {
            guard pieces.count >= 3, case .globStar = pieces[0], case .star = pieces[1] else { return nil }
            var bytes: [UInt8] = []
            for piece in pieces[2...] {
                guard case let .byte(b) = piece, b != UInt8(ascii: "/") else { return nil }
                bytes.append(b)
            }
            self = .suffix(bytes)
        }

        func matches(_ path: UnsafeBufferPointer<UInt8>) -> Bool {
            switch self {
            case let .suffix(bytes):
                return path.count >= bytes.count && path[(path.count - bytes.count)...].elementsEqual(bytes)
            }
        }
    }

    public static func == (a: Glob, b: Glob) -> Bool { a.pattern == b.pattern }
    public func hash(into hasher: inout Hasher) { hasher.combine(pattern) }

    public var description: String { pattern }

    public enum Error: Swift.Error, CustomStringConvertible {
        case invalid(String, reason: String)
        public var description: String {
            switch self {
            case let .invalid(pattern, reason): "invalid glob \"\(pattern)\": \(reason)"
            }
        }
    }

    public init(_ pattern: String) throws {
        self.pattern = pattern
        var body = pattern
        if body.hasPrefix("./") { body.removeFirst(2) }
        if !body.contains("/") { body = "**/" + body }
        if body.hasSuffix("/") { body += "**" }
        if body.hasPrefix("/") { body.removeFirst() }
        let expanded = try Glob.expandBraces(Array(body.utf8), pattern: pattern)
        compiled = Compiled(try expanded.map { try Glob.compile($0, pattern: pattern) })
    }

    public func matches(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { matches(bytes: $0) }
    }

    /// The same, on a path's UTF-8 bytes (several globs tested against one path share them).
    public func matches(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let compiled = compiled
        if compiled.folders.matches(bytes) { return true }
        return compiled.others.contains { n in
            if let shortcut = compiled.shortcuts[n] { return shortcut.matches(bytes) }
            return Glob.mayMatch(compiled.literals[n], bytes) && Glob.match(compiled.alternatives[n], bytes)
        }
    }

    static func literalRuns(_ pieces: [Piece]) -> (runs: [[UInt8]], anchoredEnd: Bool) {
        var runs: [[UInt8]] = []
        var current: [UInt8] = []
        for piece in pieces {
            if case let .byte(b) = piece {
                current.append(b)
            } else if !current.isEmpty {
                runs.append(current)
                current = []
            }
        }
        let anchored = !current.isEmpty
        if anchored { runs.append(current) }
        return (runs, anchored)
    }

    /// Whether the literal runs occur in order (and the last one at the end when anchored).
    static func mayMatch(_ literals: (runs: [[UInt8]], anchoredEnd: Bool), _ path: UnsafeBufferPointer<UInt8>) -> Bool {
        if literals.anchoredEnd, let last = literals.runs.last {
            guard path.count >= last.count else { return false }
            for k in 0..<last.count where path[path.count - last.count + k] != last[k] { return false }
        }
        var from = 0
        for run in literals.runs {
            guard let found = find(run, in: path, from: from) else { return false }
            from = found + run.count
        }
        return true
    }

    static func find(_ needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        ByteSearch.find(needle, in: haystack, from: from)
    }

    static func expandBraces(_ p: [UInt8], pattern: String) throws -> [[UInt8]] {
        guard let open = p.firstIndex(of: UInt8(ascii: "{")) else { return [p] }
        var depth = 0
        var options: [[UInt8]] = []
        var current: [UInt8] = []
        var close: Int?
        for i in (open + 1)..<p.count {
            let b = p[i]
            if b == UInt8(ascii: "{") { depth += 1 }
            if b == UInt8(ascii: "}") {
                if depth == 0 { close = i; break }
                depth -= 1
            }
            if b == UInt8(ascii: ","), depth == 0 {
                options.append(current)
                current = []
            } else {
                current.append(b)
            }
        }
        guard let close else { throw Error.invalid(pattern, reason: "unclosed `{`") }
        options.append(current)
        let prefix = Array(p[..<open]), suffix = Array(p[(close + 1)...])
        var result: [[UInt8]] = []
        for option in options {
            result += try expandBraces(prefix + option + suffix, pattern: pattern)
            if result.count > 256 { throw Error.invalid(pattern, reason: "too many `{…}` alternatives") }
        }
        return result
    }

    static func compile(_ p: [UInt8], pattern: String) throws -> [Piece] {
        var pieces: [Piece] = []
        var i = 0
        while i < p.count {
            let b = p[i]
            switch b {
            case UInt8(ascii: "*"):
                if i + 1 < p.count, p[i + 1] == UInt8(ascii: "*") {
                    let atSegmentStart = i == 0 || p[i - 1] == UInt8(ascii: "/")
                    let atSegmentEnd = i + 2 == p.count || p[i + 2] == UInt8(ascii: "/")
                    guard atSegmentStart, atSegmentEnd else {
                        throw Error.invalid(pattern, reason: "`**` must be a whole path segment")
                    }
                    pieces.append(.globStar)
                    // `**/` also matches no folder at all: the slash belongs to the globstar.
                    i += i + 2 < p.count ? 3 : 2
                    continue
                }
                pieces.append(.star)
            case UInt8(ascii: "?"):
                pieces.append(.anyByte)
            case UInt8(ascii: "["):
                var j = i + 1
                var negated = false
                if j < p.count, p[j] == UInt8(ascii: "!") || p[j] == UInt8(ascii: "^") { negated = true; j += 1 }
                var ranges: [ClosedRange<UInt8>] = []
                let first = j  // a `]` first in the class (after any `!`) is literal
                while j < p.count, p[j] != UInt8(ascii: "]") || ranges.isEmpty && j == first {
                    if j + 2 < p.count, p[j + 1] == UInt8(ascii: "-"), p[j + 2] != UInt8(ascii: "]") {
                        guard p[j] <= p[j + 2] else { throw Error.invalid(pattern, reason: "reversed range in `[…]`") }
                        ranges.append(p[j]...p[j + 2])
                        j += 3
                    } else {
                        ranges.append(p[j]...p[j])
                        j += 1
                    }
                }
                guard j < p.count else { throw Error.invalid(pattern, reason: "unclosed `[`") }
                pieces.append(.byteClass(ranges: ranges, negated: negated))
                i = j
            case UInt8(ascii: "\\") where i + 1 < p.count:
                i += 1
                pieces.append(.byte(p[i]))
            default:
                pieces.append(.byte(b))
            }
            i += 1
        }
        return pieces
    }

    /// NFA simulation with the states in one machine word (patterns of up to 63 pieces).
    /// A `*` or a final `**` may match nothing anywhere; a `**/` inside the pattern may match
    /// nothing only where a folder name starts, so `**/Views/` does not match `PreviewViews/`.
    static func match(_ pieces: [Piece], _ path: UnsafeBufferPointer<UInt8>) -> Bool {
        guard pieces.count < 64 else { return matchLong(pieces, Array(path)) }
        let slash = UInt8(ascii: "/")
        var starMask: UInt64 = 0
        var segmentMask: UInt64 = 0
        for (k, piece) in pieces.enumerated() {
            switch piece {
            case .star: starMask |= 1 << UInt64(k)
            case .globStar:
                if k == pieces.count - 1 { starMask |= 1 << UInt64(k) } else { segmentMask |= 1 << UInt64(k) }
            default: break
            }
        }
        func closed(_ s: UInt64, _ skippable: UInt64) -> UInt64 {
            var s = s
            // A piece that may match nothing also enables the next piece.
            while true {
                let next = s | ((s & skippable) << 1)
                if next == s { return s }
                s = next
            }
        }
        var states = closed(1, starMask | segmentMask)
        for b in path {
            var next: UInt64 = 0
            // `**` states that consumed a byte: inside a folder name, `**/` cannot be skipped.
            var stayed: UInt64 = 0
            var remaining = states
            while remaining != 0 {
                let k = remaining.trailingZeroBitCount
                remaining &= remaining - 1
                guard k < pieces.count else { continue }
                let bit: UInt64 = 1 << UInt64(k)
                switch pieces[k] {
                case let .byte(expected):
                    if b == expected { next |= bit << 1 }
                case .anyByte:
                    if b != slash { next |= bit << 1 }
                case .star:
                    if b != slash { next |= bit }
                case .globStar:
                    stayed |= bit
                    if b == slash { next |= bit << 1 }
                case let .byteClass(ranges, negated):
                    if b != slash, ranges.contains(where: { $0.contains(b) }) != negated { next |= bit << 1 }
                }
            }
            guard next | stayed != 0 else { return false }
            states = closed(next, starMask | segmentMask) | closed(stayed, starMask)
        }
        return states & (1 << UInt64(pieces.count)) != 0
    }

    /// The same simulation for very long patterns, with one flag per piece.
    static func matchLong(_ pieces: [Piece], _ path: [UInt8]) -> Bool {
        let slash = UInt8(ascii: "/")
        var states = [Bool](repeating: false, count: pieces.count + 1)
        var next = states
        var stayed = states
        states[0] = true
        /// Enables the piece after each one that may match nothing; `**/` only at a folder start.
        func closeOverEmpty(_ s: inout [Bool], atSegmentStart: Bool) {
            for k in 0..<pieces.count where s[k] {
                switch pieces[k] {
                case .star: s[k + 1] = true
                case .globStar where atSegmentStart || k == pieces.count - 1: s[k + 1] = true
                default: break
                }
            }
        }
        closeOverEmpty(&states, atSegmentStart: true)
        for b in path {
            for k in next.indices { next[k] = false; stayed[k] = false }
            var any = false
            for k in 0..<pieces.count where states[k] {
                switch pieces[k] {
                case let .byte(expected):
                    if b == expected { next[k + 1] = true; any = true }
                case .anyByte:
                    if b != slash { next[k + 1] = true; any = true }
                case .star:
                    if b != slash { next[k] = true; any = true }
                case .globStar:
                    // Stays inside `**` across folders; leaves it only after a slash (or at the end).
                    stayed[k] = true
                    if b == slash { next[k + 1] = true }
                    any = true
                case let .byteClass(ranges, negated):
                    if b != slash, ranges.contains(where: { $0.contains(b) }) != negated { next[k + 1] = true; any = true }
                }
            }
            guard any else { return false }
            closeOverEmpty(&next, atSegmentStart: true)
            closeOverEmpty(&stayed, atSegmentStart: false)
            for k in states.indices { states[k] = next[k] || stayed[k] }
        }
        return states[pieces.count]
    }
}
