// The lines a change touched in one file, as change-aware rules and the finding filter read them.

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
