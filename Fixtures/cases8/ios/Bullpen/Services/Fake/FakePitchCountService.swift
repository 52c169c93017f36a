import Foundation

final class FakePitchCountService: PitchCountService {
    func pitchingLines(gameId: String) async throws -> [PitchingLine] {
        [
            PitchingLine(playerId: "p-steele", name: "Justin Steele", inningsPitchedText: "6.1",
                         pitchCount: 94, strikeouts: 7, isCurrentPitcher: false, lineText: "6.1 IP, 4 H, 2 R, 7 K"),
            PitchingLine(playerId: "p-alzolay", name: "Adbert Alzolay", inningsPitchedText: "0.2",
                         pitchCount: 11, strikeouts: 1, isCurrentPitcher: true, lineText: "0.2 IP, 0 H, 0 R, 1 K")
        ]
    }

    func startPolling(gameId: String) {}
    func stopPolling() {}
}
