import Foundation

struct SessionSummary: Codable, Sendable, Identifiable {
    let id: String
    let sessionLabel: String
    let startsAtText: String
    let startTime: Date
    let isComplete: Bool
}
