import Foundation

/// A single lap from the driver's lap chart.
struct LapTimeSample: Codable, Hashable, Sendable, Identifiable {
    let lap: Int
    let lapMs: Int
    let lapText: String
    let isPersonalBest: Bool

    var id: Int { lap }

    func formattedDelta(to best: LapTimeSample) -> String {
        let delta = Double(lapMs - best.lapMs) / 1000
        return String(format: "+%.3f", delta)
    }

    func isSameLap(as other: LapTimeSample) -> Bool {
        lap == other.lap
    }
}
