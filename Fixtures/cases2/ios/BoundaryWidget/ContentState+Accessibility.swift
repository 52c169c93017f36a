import Foundation

extension BoundaryMatchAttributes.ContentState {
    /// Read by VoiceOver on the Lock Screen.
    var accessibilitySummary: String {
        "\(scoreText), \(oversText) overs"
    }
}
