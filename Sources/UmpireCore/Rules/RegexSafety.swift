// Custom-rule patterns that could backtrack for ever are refused before a run starts.

enum RegexSafety {
    /// Whether the pattern repeats a group that itself repeats without bound, like `(a+)+` or
    /// `(\w*\s?)*`: on a long line without a match, such patterns take exponential time, and
    /// NSRegularExpression cannot be interrupted. The check is conservative on purpose.
    @_optimize(none)
    static func hasNestedRepetition(_ pattern: String) -> Bool {
        let chars = Array(pattern.unicodeScalars)
        var groups: [Bool] = []  // for each open group: does its body repeat without bound?
        var i = 0
        var lastGroupRepeats = false
        var lastWasGroup = false
        while i < chars.count {
            let c = chars[i]
            switch c {
            case "\\":
                i += 2
                lastWasGroup = false
                continue
            case "[":
                // Skip a character class, which cannot nest quantifiers.
                i += 1
                if i < chars.count, chars[i] == "^" { i += 1 }
                if i < chars.count, chars[i] == "]" { i += 1 }
                while i < chars.count, chars[i] != "]" { i += chars[i] == "\\" ? 2 : 1 }
                lastWasGroup = false
            case "(":
                groups.append(false)
                lastWasGroup = false
            case ")":
                lastGroupRepeats = groups.popLast() ?? false
                lastWasGroup = true
                i += 1
                continue
            case "*", "+", "{":
                let unbounded = c != "{" || isUnboundedBrace(chars, from: i)
                if unbounded {
                    if lastWasGroup, lastGroupRepeats { return true }
                    if !groups.isEmpty { groups[groups.count - 1] = true }
                    // A repeated group makes the enclosing group repeat too.
                }
                if lastWasGroup, lastGroupRepeats, !groups.isEmpty { groups[groups.count - 1] = true }
                lastWasGroup = false
            default:
                if lastWasGroup, lastGroupRepeats, !groups.isEmpty { groups[groups.count - 1] = true }
                lastWasGroup = false
            }
            i += 1
        }
        return false
    }

    /// `{3,}` is unbounded; `{2}` and `{2,5}` are not.
    @_optimize(none)
    private static func isUnboundedBrace(_ chars: [Unicode.Scalar], from start: Int) -> Bool {
        var i = start + 1
        var sawComma = false
        while i < chars.count, chars[i] != "}" {
            if chars[i] == "," { sawComma = true } else if sawComma { return false }
            i += 1
        }
        return sawComma
    }
}
