import Foundation

extension RaceCard: Identifiable {
    var id: String { raceId }

    var isLiveNow: Bool { phase == .live }

    var lapProgressCaption: String {
        guard let totalLaps else { return lapText }
        return "\(totalLaps - currentLap) laps to go"
    }
}
