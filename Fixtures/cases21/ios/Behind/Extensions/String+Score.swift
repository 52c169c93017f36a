import Foundation

extension String {
    /// "12.8 (80)" -> (12, 8)
    var goalsAndBehinds: (goals: Int, behinds: Int)? {
        let head = self.split(separator: " ").first ?? ""
        let parts = head.split(separator: ".")
        guard parts.count == 2, let goals = Int(parts[0]), let behinds = Int(parts[1]) else { return nil }
        return (goals, behinds)
    }

    var totalFromScoreText: Int? {
        guard let open = firstIndex(of: "("), let close = firstIndex(of: ")") else { return nil }
        return Int(self[index(after: open)..<close])
    }

    var trimmedForSearch: String {
        trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }
}
