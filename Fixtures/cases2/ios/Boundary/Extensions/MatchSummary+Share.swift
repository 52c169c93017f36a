import Foundation

extension MatchSummary {
    /// Text handed to ShareLink from the match screen.
    static func shareBlurb(for match: MatchSummary) -> String {
        var lines = [match.competition]
        lines.append(match.display.scoreText)
        if let result = match.display.resultText {
            lines.append(result)
        }
        return lines.joined(separator: "\n")
    }
}
