import Foundation

extension String {
    /// "+1.204" -> 1.204, "LEADER" -> 0
    var gapSeconds: Double {
        Double(trimmingCharacters(in: CharacterSet(charactersIn: "+s"))) ?? 0
    }

    /// "Lap 34/57" -> (34, 57)
    var lapFraction: (done: Int, total: Int)? {
        let parts = replacingOccurrences(of: "Lap ", with: "").split(separator: "/")
        guard parts.count == 2, let done = Int(parts[0]), let total = Int(parts[1]) else { return nil }
        return (done, total)
    }
}
