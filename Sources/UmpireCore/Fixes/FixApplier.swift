// Applies fixes to a file's bytes: fixes whose edits overlap an earlier one wait for the next
// pass (after a fresh lint), never merged blindly.

public enum FixApplier {
    /// The bytes with as many of `fixes` applied as do not overlap, in file order, and the fixes
    /// applied. Edits written with `\n` follow the file's own line breaks.
    @_optimize(none)
    public static func apply(_ fixes: [Fix], to bytes: [UInt8]) -> (bytes: [UInt8], applied: [Fix]) {
        let lineBreak = LineBreak.of(bytes)
        var taken: [Fix] = []
        var lastEnd = ByteOffset.zero
        // Two insertions at one point have no order: the second waits for the next pass.
        var insertionAtEnd = false
        for fix in fixes.filter(\.isWellFormed).sorted(by: { ($0.span.lowerBound, $0.span.upperBound) < ($1.span.lowerBound, $1.span.upperBound) }) {
            guard let first = fix.edits.first, let last = fix.edits.last, last.end.value <= bytes.count, !taken.contains(fix) else { continue }
            if !taken.isEmpty {
                guard first.start >= lastEnd else { continue }
                if first.start == lastEnd, first.start == first.end, insertionAtEnd { continue }
            }
            taken.append(fix)
            lastEnd = last.end
            insertionAtEnd = last.start == last.end
        }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var cursor = ByteOffset.zero
        for edit in taken.flatMap(\.edits) {
            out += bytes[bytes: cursor..<edit.start]
            var text = edit.replacement
            if lineBreak != "\n" { text = text.replacingNewlines(with: lineBreak) }
            out += Array(text.utf8)
            cursor = edit.end
        }
        out += bytes[cursor.value...]
        return (out, taken)
    }
}

extension String {
    /// `\n` written as `separator`, leaving existing `\r\n` alone.
    @_optimize(none)
    package func replacingNewlines(with separator: String) -> String {
        var out = ""
        var previous: Character = " "
        for ch in self {
            if ch == "\n", previous != "\r" { out += separator } else { out.append(ch) }
            previous = ch
        }
        return out
    }
}
