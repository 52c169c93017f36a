import Foundation
import Observation

@Observable @MainActor
final class PlayerProfileViewModel {
    private(set) var profile: PlayerProfile?
    private(set) var isFollowing = false

    init(profile: PlayerProfile? = nil) {
        self.profile = profile
        self.isFollowing = profile?.isFollowed ?? false
    }

    var ageYears: Int? {
        guard let age = profile?.ageText.split(separator: " ").first else { return nil }
        return Int(age)
    }

    func toggleFollow() {
        isFollowing.toggle()
    }
}
