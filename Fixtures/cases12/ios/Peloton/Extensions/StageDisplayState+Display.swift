import Foundation

extension StageDisplayState {
    /// Used for the VoiceOver label on the progress bar.
    var progressPercentText: String {
        "\(Int((progressFraction * 100).rounded()))% of the stage done"
    }
}

extension BreakawayDisplay {
    var riderCountText: String {
        riderNames.count == 1 ? "Solo" : "\(riderNames.count) riders"
    }

    var gapMinutes: Int {
        gapSeconds / 60
    }
}
