import Foundation

// Written by the app into the App Group, read by the home-screen widget.
// Shared by both targets; keep the copies identical.
struct StageWidgetSnapshot: Codable, Hashable, Sendable {
    let stageId: String
    let stageLabel: String
    let routeLabel: String
    let kmToGoLabel: String
    let leaderLabel: String
    let breakGapSeconds: Int?
    let stageURL: URL
    let standingsURL: URL
    let updatedAt: Date
}
