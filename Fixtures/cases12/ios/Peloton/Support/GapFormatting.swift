import Foundation

/// VoiceOver reads "+1' 05\"" badly, so rows get a spoken form instead.
func spokenGap(for row: GcRowDisplay) -> String {
    guard row.gapSeconds > 0 else { return row.gapLabel }
    let minutes = row.gapSeconds / 60
    let seconds = row.gapSeconds % 60
    return String(format: "%d minutes %02d seconds behind", minutes, seconds)
}

/// Pulls the stage number out of a label like "Stage 14" for analytics.
func stageNumber(from numberLabel: String) -> Int? {
    numberLabel.split(separator: " ").last.flatMap { Int($0) }
}
