// Reads `git diff --unified=0` into the lines each file gained or changed.

import UmpireCore

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
    /// Reads git's patch output, as `Git.diffArguments` asks for it (`a/` and `b/` prefixes,
    /// C-quoted names, no colour). A hunk's lines are counted from its `@@` header, never told by
    /// their first characters: an added line that reads `++ x` shows as `+++ x` and is still a
    /// line of the file, not a header.
    public static func parse(_ data: some Collection<UInt8>) -> ChangeSet {
        var set = ChangeSet()
        var file = FileEntry()
        // Lines still to come in the current hunk, old side and new side.
        var oldLeft = 0, newLeft = 0
        func finish() {
            guard let path = file.path else { return }
            if file.isLink { set.links.insert(path) }
            set.files[path] = file.wholeFile ? .all : .ranges(file.ranges.sorted { $0.lowerBound < $1.lowerBound })
            if file.isNew { set.added.insert(path) }
            if !file.added.isEmpty { set.addedLines[path] = file.added }
            if !file.removed.isEmpty { set.removedLines[path] = file.removed }
        }
        for rawLine in data.split(separator: ASCII.lf, omittingEmptySubsequences: false) {
            if oldLeft > 0 || newLeft > 0 {
                let body = String(decoding: rawLine.dropFirst(), as: UTF8.self)
                switch rawLine.first {
                case UInt8(ascii: "+"):
                    newLeft -= 1
                    if file.path != nil { file.added.append(body) }
                case UInt8(ascii: "-"):
                    oldLeft -= 1
                    if file.path != nil { file.removed.append(body) }
                case UInt8(ascii: "\\"):
                    break  // "\ No newline at end of file" belongs to the line before it
                default:
                    // Context (a blank one is an empty line under diff.suppressBlankEmpty).
                    oldLeft -= 1
                    newLeft -= 1
                }
                oldLeft = max(oldLeft, 0)
                newLeft = max(newLeft, 0)
                continue
            }
            let line = String(decoding: rawLine, as: UTF8.self)
            if line.hasPrefix("diff --git ") || line.hasPrefix("diff --cc ") || line.hasPrefix("diff --combined ") {
                finish()
                file = FileEntry()
            } else if line.hasPrefix("@@ "), let hunk = Hunk(header: line) {
                oldLeft = hunk.oldCount
                newLeft = hunk.newCount
                if file.path != nil, hunk.newCount > 0 { file.ranges.append(hunk.newStart...(hunk.newStart + hunk.newCount - 1)) }
            } else if !file.inHunks {
                file.readHeader(line)
            }
            if line.hasPrefix("@@ ") { file.inHunks = true }
        }
        finish()
        return set
    }

    /// What one file's extended header and hunks say.
    private struct FileEntry {
        var path: String?
        var wholeFile = false
        var isNew = false
        var isLink = false
        var inHunks = false
        var ranges: [ClosedRange<Int>] = []
        var added: [String] = []
        var removed: [String] = []

        mutating func readHeader(_ line: String) {
            if line.hasPrefix("new file mode ") || line.hasPrefix("new mode ") || line.hasPrefix("index "), line.hasSuffix(" 120000") {
                isLink = true
            }
            if line.hasPrefix("new file mode ") {
                wholeFile = true
                isNew = true
            } else if line.hasPrefix("rename to ") {
                wholeFile = true
                path = unquote(String(line.dropFirst("rename to ".count)))
            } else if line.hasPrefix("copy to ") {
                wholeFile = true
                path = unquote(String(line.dropFirst("copy to ".count)))
            } else if line.hasPrefix("+++ ") {
                // Git ends the name with a tab when it contains a space, so it cannot be misread.
                var target = String(line.dropFirst(4))
                if target.hasSuffix("\t") { target.removeLast() }
                let name = unquote(target)
                path = name == "/dev/null" ? nil : name.hasPrefix("b/") ? String(name.dropFirst(2)) : name
            } else if line.hasPrefix("deleted file mode ") {
                path = nil
            }
        }
    }

    /// `@@ -12,3 +14,5 @@ context`: where a hunk starts on each side and how many lines it has.
    struct Hunk {
        let oldCount: Int
        let newStart: Int
        let newCount: Int

        init?(header: String) {
            let fields = header.split(separator: " ", maxSplits: 3)
            guard fields.count >= 3, fields[1].hasPrefix("-"), fields[2].hasPrefix("+"),
                  let old = Self.range(fields[1].dropFirst()), let new = Self.range(fields[2].dropFirst()) else { return nil }
            oldCount = old.count
            newStart = new.start
            newCount = new.count
        }

        /// `14,5` → (14, 5); `14` → (14, 1).
        private static func range(_ text: Substring) -> (start: Int, count: Int)? {
            let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            guard parts.count <= 2, let start = Int(parts[0]), start >= 0 else { return nil }
            guard parts.count == 2 else { return (start, 1) }
            guard let count = Int(parts[1]), count >= 0 else { return nil }
            return (start, count)
        }
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
