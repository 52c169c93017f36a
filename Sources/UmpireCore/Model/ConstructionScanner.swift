// The argument labels of each call of a type's initializer, from a Swift file's bytes, in one
// pass: a stack of open brackets, each remembering whether it opened a call of a type worth
// recording and which labels it has seen at its own level. Nested calls cost nothing extra.

struct ConstructionScanner {
    private let names: [UInt64: String]
    private(set) var found: [String: [Set<String>]] = [:]

    init(typeNames: Set<String>) {
        var names: [UInt64: String] = [:]
        for name in typeNames { names[Self.hash(Array(name.utf8)[...])] = name }
        self.names = names
    }

    private struct Open {
        let type: String?
        var labels: Set<String> = []
        var expectsLabel = true
    }

    mutating func scan(_ b: [UInt8]) {
        guard !names.isEmpty else { return }
        var stack: [Open] = []
        var pendingType: String?
        var i = 0
        while i < b.count {
            let c = b[i]
            switch c {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                stack.append(Open(type: c == UInt8(ascii: "(") ? pendingType : nil))
                pendingType = nil
                i += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if let closed = stack.popLast(), let type = closed.type { found[type, default: []].append(closed.labels) }
                pendingType = nil
                i += 1
            case UInt8(ascii: ","):
                if !stack.isEmpty { stack[stack.count - 1].expectsLabel = true }
                pendingType = nil
                i += 1
            case UInt8(ascii: "\""):
                // A string's text is no code: to its closing quote (an escaped one does not close it).
                i += 1
                while i < b.count, b[i] != UInt8(ascii: "\"") { i += b[i] == UInt8(ascii: "\\") ? 2 : 1 }
                i += 1
                if !stack.isEmpty { stack[stack.count - 1].expectsLabel = false }
                pendingType = nil
            case ASCII.space, ASCII.tab, ASCII.lf, ASCII.cr:
                i += 1
            default:
                guard isIdentifierByte(c), i == 0 || !isIdentifierByte(b[i - 1]) else {
                    if !stack.isEmpty { stack[stack.count - 1].expectsLabel = false }
                    if c != UInt8(ascii: ".") { pendingType = nil }
                    i += 1
                    continue
                }
                var end = i
                while end < b.count, isIdentifierByte(b[end]) { end += 1 }
                var k = end
                while k < b.count, b[k] == ASCII.space || b[k] == ASCII.tab { k += 1 }
                if let top = stack.last, top.expectsLabel, k < b.count, b[k] == UInt8(ascii: ":"),
                   k + 1 >= b.count || b[k + 1] != UInt8(ascii: ":") {
                    if top.type != nil { stack[stack.count - 1].labels.insert(String(decoding: b[i..<end], as: UTF8.self)) }
                } else if c >= UInt8(ascii: "A"), c <= UInt8(ascii: "Z"), let name = names[Self.hash(b[i..<end])] {
                    // `Player(` or `Player.init(`: the next `(` opens its call.
                    pendingType = name
                } else if !(pendingType != nil && b[i..<end].elementsEqual("init".utf8)) {
                    pendingType = nil
                }
                if !stack.isEmpty { stack[stack.count - 1].expectsLabel = false }
                i = end
            }
        }
    }

    private static func hash(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        var hash = FNV1a()
        for byte in bytes { hash.mix(byte) }
        return hash.value
    }
}
