// Reads `git diff --unified=0` into the lines each file gained or changed.

/// The lines of a file to report on.
public enum ChangedLines: Sendable, Hashable {
    /// A new or renamed file: every line counts as changed.
    case all
    /// Sorted, non-overlapping 1-based line ranges.
    case ranges([ClosedRange<Int>])

    public func contains(_ line: Int) -> Bool {
        switch self {
        case .all: return true
        case let .ranges(ranges):
            var low = 0, high = ranges.count - 1
            while low <= high {
                let mid = (low + high) / 2
                if ranges[mid].upperBound < line { low = mid + 1 } else if ranges[mid].lowerBound > line { high = mid - 1 } else { return true }
            }
            return false
        }
    }
}

/// Changed files (repository-relative paths) and their changed lines.
public struct ChangeSet: Sendable {
    public var files: [String: ChangedLines] = [:]
    /// Files the change adds (not modified or renamed ones).
    public var added: Set<String> = []
    /// The text of each added or changed line, per file, for rules that read a diff
    /// (a new dependency in package.json).
    public var addedLines: [String: [String]] = [:]
    /// The text of each file's removed lines, in order: with the added ones, they tell a moved
    /// or edited line (a version bump) from a new one.
    public var removedLines: [String: [String]] = [:]
    /// Files that are symbolic links in the new version (mode 120000): their content is the
    /// target's path, and reading them through the working tree would follow the link.
    public var links: Set<String> = []
}

public enum DiffParser {
    public static func parse(_ data: some Collection<UInt8>) -> ChangeSet {
        var set = ChangeSet()
        var current: String?
        var wholeFile = false
        var ranges: [ClosedRange<Int>] = []
        var isNew = false
        var lines: [String] = []
        var removed: [String] = []
        var isLink = false
        func finish() {
            guard let path = current else { return }
            if isLink { set.links.insert(path) }
            set.files[path] = wholeFile ? .all : .ranges(ranges.sorted { $0.lowerBound < $1.lowerBound })
            if isNew { set.added.insert(path) }
            if !lines.isEmpty { set.addedLines[path] = lines }
            if !removed.isEmpty { set.removedLines[path] = removed }
        }
        for rawLine in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            let line = String(decoding: rawLine, as: UTF8.self)
            if line.hasPrefix("diff --git ") {
                finish()
                current = nil
                wholeFile = false
                isNew = false
                ranges = []
                lines = []
                removed = []
                isLink = false
            } else if line.hasPrefix("new file mode ") || line.hasPrefix("new mode ") || line.hasPrefix("index "),
                      line.hasSuffix(" 120000") {
                isLink = true
                if line.hasPrefix("new file mode") {
                    wholeFile = true
                    isNew = true
                }
            } else if line.hasPrefix("new file mode") || line.hasPrefix("rename to ") || line.hasPrefix("copy to ") {
                wholeFile = true
                if line.hasPrefix("new file mode") { isNew = true }
                if line.hasPrefix("rename to ") { current = unquote(String(line.dropFirst("rename to ".count))) }
                if line.hasPrefix("copy to ") { current = unquote(String(line.dropFirst("copy to ".count))) }
            } else if line.hasPrefix("+++ ") {
                // Git ends the name with a tab when it contains a space, so it cannot be misread.
                var target = String(line.dropFirst(4))
                if target.hasSuffix("\t") { target.removeLast() }
                if target == "/dev/null" {
                    current = nil
                } else {
                    let path = unquote(target)
                    current = path.hasPrefix("b/") ? String(path.dropFirst(2)) : path
                }
            } else if line.hasPrefix("@@ "), current != nil, let range = addedRange(line) {
                ranges.append(range)
            } else if line.hasPrefix("+"), current != nil, !line.hasPrefix("+++ ") {
                lines.append(String(line.dropFirst()))
            } else if line.hasPrefix("-"), !line.hasPrefix("--- "), current != nil {
                removed.append(String(line.dropFirst()))
            }
        }
        finish()
        return set
    }

    /// `@@ -12,3 +14,5 @@` → 14...18; a pure deletion (`+14,0`) adds no lines.
    static func addedRange(_ header: String) -> ClosedRange<Int>? {
        guard let plus = header.split(separator: " ").first(where: { $0.hasPrefix("+") }) else { return nil }
        let parts = plus.dropFirst().split(separator: ",")
        guard let start = parts.first.flatMap({ Int($0) }) else { return nil }
        let count = parts.count > 1 ? Int(parts[1]) ?? 1 : 1
        return count > 0 ? start...(start + count - 1) : nil
    }

    /// Git quotes paths with unusual bytes in C style: `"a\tb"`, `"caf\303\251"`.
    static func unquote(_ text: String) -> String {
        guard text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 else { return text }
        let inner = Array(text.utf8.dropFirst().dropLast())
        var out: [UInt8] = []
        var i = 0
        while i < inner.count {
            let b = inner[i]
            guard b == UInt8(ascii: "\\"), i + 1 < inner.count else { out.append(b); i += 1; continue }
            let e = inner[i + 1]
            switch e {
            case UInt8(ascii: "n"): out.append(ASCII.lf); i += 2
            case UInt8(ascii: "t"): out.append(ASCII.tab); i += 2
            case UInt8(ascii: "r"): out.append(ASCII.cr); i += 2
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = 0, k = i + 1
                while k < inner.count, k < i + 4, inner[k] >= UInt8(ascii: "0"), inner[k] <= UInt8(ascii: "7") {
                    value = value * 8 + Int(inner[k] - UInt8(ascii: "0"))
                    k += 1
                }
                out.append(UInt8(truncatingIfNeeded: value))
                i = k
            default: out.append(e); i += 2
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
