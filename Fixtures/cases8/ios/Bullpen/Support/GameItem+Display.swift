import Foundation

extension GameItem {
    /// Short label for the scoreboard cell accessibility text.
    var outsDescription: String {
        outs == 1 ? "1 out" : "\(outs) outs"
    }

    /// "Top 7th" -> "7th"
    var inningOrdinal: String {
        inningText.components(separatedBy: " ").last ?? inningText
    }
}
