import Foundation

/// Balls bowled so far, from an overs string like "14.2".
func ballsBowled(fromOvers overs: String) -> Int {
    let parts = overs.split(separator: ".").compactMap { Int($0) }
    guard let whole = parts.first else { return 0 }
    return whole * 6 + (parts.count > 1 ? parts[1] : 0)
}

extension InningsSnapshot {
    /// Share text for the system share sheet.
    func shareMessage(appLink: URL) -> String {
        "\(headline): \(scoreText) (\(oversText)) \(appLink.absoluteString)"
    }
}
