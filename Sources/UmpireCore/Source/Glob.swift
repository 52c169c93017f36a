// Path globs: `*`, `?`, `[…]`, `{a,b}` and `**`, matched by simulating all positions at once.

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
    let alternatives: [[Piece]]

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
        alternatives = try expanded.map { try Glob.compile($0, pattern: pattern) }
    }

    public func matches(_ path: String) -> Bool {
        let bytes = Array(path.utf8)
        return alternatives.contains { Glob.match($0, bytes) }
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
                while j < p.count, p[j] != UInt8(ascii: "]") || ranges.isEmpty && j == i + 1 {
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

    /// NFA simulation: `states[k]` says the first k pieces can match the path read so far.
    static func match(_ pieces: [Piece], _ path: [UInt8]) -> Bool {
        let slash = UInt8(ascii: "/")
        var states = [Bool](repeating: false, count: pieces.count + 1)
        var next = states
        states[0] = true
        func closeOverEmpty(_ s: inout [Bool]) {
            for k in 0..<pieces.count where s[k] {
                switch pieces[k] {
                case .star, .globStar: s[k + 1] = true
                default: break
                }
            }
        }
        closeOverEmpty(&states)
        for b in path {
            for k in next.indices { next[k] = false }
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
                    next[k] = true
                    if b == slash { next[k + 1] = true }
                    any = true
                case let .byteClass(ranges, negated):
                    if b != slash, ranges.contains(where: { $0.contains(b) }) != negated { next[k + 1] = true; any = true }
                }
            }
            guard any else { return false }
            swap(&states, &next)
            closeOverEmpty(&states)
        }
        return states[pieces.count]
    }
}
