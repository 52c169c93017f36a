import Foundation

/// A team radio clip attached to a race event; audio is streamed from audioURL.
struct TeamRadioClip: Codable, Hashable, Sendable, Identifiable {
    let clipId: String
    let driverId: String
    let transcriptText: String
    let audioURL: URL
    let durationText: String
    var isPlayed: Bool

    var id: String { clipId }
}
