import Foundation
import Observation

@Observable @MainActor final class RiderProfileViewModel {
    private(set) var profile: RiderProfile?

    var ageText: String {
        guard let profile else { return "" }
        let years = Calendar.current.dateComponents([.year], from: profile.birthDate, to: .now).year ?? 0
        return "\(years)"
    }

    var stageWinsLabel: String {
        guard let profile else { return "" }
        return profile.grandTourStageWins == 1 ? "1 stage win" : "\(profile.grandTourStageWins) stage wins"
    }

    func load(riderId: String, service: any RaceService) async {
        profile = try? await service.riderProfile(riderId: riderId)
    }
}
