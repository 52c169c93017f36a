import Foundation

extension String {
    func scoreParts() -> (home: Int, away: Int)? {
        let parts = split(separator: "–")
        guard parts.count == 2, let home = Int(parts[0].trimmingCharacters(in: .whitespaces)), let away = Int(parts[1].trimmingCharacters(in: .whitespaces)) else { return nil }
        return (home, away)
    }

    var shotClockSeconds: Double? {
        Double(self)
    }

    var trimmedForSearch: String {
        trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }
}

extension String: @retroactive Identifiable {
    public var id: String { self }
}
