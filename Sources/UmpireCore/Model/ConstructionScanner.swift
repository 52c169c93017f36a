// The argument labels of each call of a type's initializer, from a Swift file's bytes: libc's
// memchr finds each `(`, the name before it says whether it opens a call of a type worth
// recording, and only such a call is read, with a stack of open brackets that records the
// calls nested in it too. Each byte is read at most once either way.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct ConstructionScanner {
    private let names: [UInt64: String]
    private(set) var found: [String: [Set<String>]] = [:]

    init(typeNames: Set<String>) {
        var names: [UInt64: String] = [:]
        for name in typeNames { names[FNV1a.value(of: name.utf8)] = name }
        self.names = names
    }

    mutating func scan(_ bytes: [UInt8]) {
        guard !names.isEmpty else { return }
        bytes.withUnsafeBufferPointer { b in
            guard let base = b.baseAddress else { return }
            var i = 0
            while i < b.count, let hit = memchr(base + i, Int32(UInt8(ascii: "(")), b.count - i) {
                let open = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                if let type = typeCalled(b, at: open) {
                    i = readCall(b, open: open, type: type)
                } else {
                    i = open + 1
                }
            }
        }
    }

    /// The type whose initializer the `(` at `open` calls: `Player(` or `Player.init(`.
    private func typeCalled(_ b: UnsafeBufferPointer<UInt8>, at open: Int) -> String? {
        var end = open
        if end >= 5, spells(b, end - 5, ".init") { end -= 5 }
        var start = end
        while start > 0, isIdentifierByte(b[start - 1]) { start -= 1 }
        guard start < end, b[start] >= UInt8(ascii: "A"), b[start] <= UInt8(ascii: "Z"),
              let name = names[FNV1a.value(of: b[start..<end])], name.utf8.elementsEqual(b[start..<end]) else { return nil }
        return name
    }

    private struct Open {
        let type: String?
        var labels: Set<String> = []
        var expectsLabel = true
    }

    /// Reads the call opened at `open` to its close, recording it and the calls nested in it;
    /// returns where the scan goes on.
    private mutating func readCall(_ b: UnsafeBufferPointer<UInt8>, open: Int, type: String) -> Int {
        var stack = [Open(type: type)]
        var i = open + 1
        while i < b.count, !stack.isEmpty {
            let c = b[i]
            switch c {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                stack.append(Open(type: c == UInt8(ascii: "(") ? typeCalled(b, at: i) : nil))
                i += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if let closed = stack.popLast(), let type = closed.type { found[type, default: []].append(closed.labels) }
                i += 1
            case UInt8(ascii: ","):
                stack[stack.count - 1].expectsLabel = true
                i += 1
            case UInt8(ascii: "\""):
                // A string's text is no code: to its closing quote (an escaped one does not close it).
                i += 1
                while i < b.count, b[i] != UInt8(ascii: "\"") { i += b[i] == UInt8(ascii: "\\") ? 2 : 1 }
                i += 1
                stack[stack.count - 1].expectsLabel = false
            case ASCII.space, ASCII.tab, ASCII.lf, ASCII.cr:
                i += 1
            default:
                guard isIdentifierByte(c), !isIdentifierByte(b[i - 1]) else {
                    stack[stack.count - 1].expectsLabel = false
                    i += 1
                    continue
                }
                var end = i
                while end < b.count, isIdentifierByte(b[end]) { end += 1 }
                var k = end
                while k < b.count, b[k] == ASCII.space || b[k] == ASCII.tab { k += 1 }
                let top = stack.count - 1
                if stack[top].expectsLabel, stack[top].type != nil, k < b.count, b[k] == UInt8(ascii: ":"),
                   k + 1 >= b.count || b[k + 1] != UInt8(ascii: ":") {
                    stack[top].labels.insert(String(decoding: b[i..<end], as: UTF8.self))
                }
                stack[top].expectsLabel = false
                i = end
            }
        }
        return i
    }
}
