// `umpire --diff`: what a fix would change, as a unified diff (three lines of context), the
// form reviewers, `git apply` and `patch -p1` read.

import UmpireCore

public enum UnifiedDiff {
    /// The diff of `old` → `new` for `path`, or "" when they are equal.
    public static func render(path: String, old: [UInt8], new: [UInt8]) -> String {
        guard old != new else { return "" }
        let a = lines(old), b = lines(new)
        let script = edits(a, b)
        // An absolute path is written as it is (`patch` applies it there); a relative one gets
        // git's a/ and b/ for `git apply` and `patch -p1`.
        let (oldName, newName) = path.hasPrefix("/") ? (path, path) : ("a/" + path, "b/" + path)
        var out = "--- \(oldName)\n+++ \(newName)\n"
        // Group the edit script into hunks: runs of changes with up to three equal lines around.
        var k = 0
        while k < script.count {
            guard let firstChange = script[k...].firstIndex(where: { $0.kind != .equal }) else { break }
            var end = firstChange
            while end < script.count {
                guard let next = script[end...].firstIndex(where: { $0.kind != .equal }) else { break }
                if next - end > 6 && end != firstChange { break }
                end = next + 1
            }
            let start = max(k, firstChange - 3)
            let stop = min(script.count, end + 3)
            let hunk = script[start..<stop]
            let oldStart = hunk.first!.oldLine, newStart = hunk.first!.newLine
            let oldCount = hunk.count { $0.kind != .insert }, newCount = hunk.count { $0.kind != .delete }
            out += "@@ -\(oldCount == 0 ? oldStart - 1 : oldStart),\(oldCount) +\(newCount == 0 ? newStart - 1 : newStart),\(newCount) @@\n"
            for line in hunk {
                let marker = line.kind == .equal ? " " : line.kind == .delete ? "-" : "+"
                out += marker + line.text.text
                if !line.text.endsWithNewline { out += "\n\\ No newline at end of file\n" }
            }
            k = stop
        }
        return out
    }

    struct Line: Equatable {
        let text: String
        let endsWithNewline: Bool
    }

    static func lines(_ bytes: [UInt8]) -> [Line] {
        var result: [Line] = []
        var start = 0
        for (i, b) in bytes.enumerated() where b == 0x0A {
            result.append(Line(text: String(decoding: bytes[start...i], as: UTF8.self), endsWithNewline: true))
            start = i + 1
        }
        if start < bytes.count { result.append(Line(text: String(decoding: bytes[start...], as: UTF8.self), endsWithNewline: false)) }
        return result
    }

    enum Kind { case equal, delete, insert }

    struct ScriptLine {
        let kind: Kind
        let text: Line
        /// 1-based line numbers in the old and new file where this line is (or would be).
        let oldLine: Int
        let newLine: Int
    }

    /// Myers' shortest edit script between two line lists.
    static func edits(_ a: [Line], _ b: [Line]) -> [ScriptLine] {
        let n = a.count, m = b.count, max = n + m
        var v = [Int](repeating: 0, count: 2 * max + 2)
        var trace: [[Int]] = []
        var found = false
        for d in 0...max where !found {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x = (k == -d || (k != d && v[max + k - 1] < v[max + k + 1])) ? v[max + k + 1] : v[max + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                v[max + k] = x
                if x >= n, y >= m { found = true; break }
            }
        }
        // Walk back through the trace.
        var x = n, y = m
        var script: [ScriptLine] = []
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK = (k == -d || (k != d && v[max + k - 1] < v[max + k + 1])) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : v[max + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                script.append(ScriptLine(kind: .equal, text: a[x - 1], oldLine: x, newLine: y))
                x -= 1; y -= 1
            }
            if d > 0 {
                if x == previousX {
                    script.append(ScriptLine(kind: .insert, text: b[y - 1], oldLine: x + 1, newLine: y))
                } else {
                    script.append(ScriptLine(kind: .delete, text: a[x - 1], oldLine: x, newLine: y + 1))
                }
            }
            x = previousX
            y = previousY
        }
        return script.reversed()
    }
}
