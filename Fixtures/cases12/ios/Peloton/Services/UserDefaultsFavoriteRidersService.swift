import Observation
import SwiftUI

@Observable @MainActor final class UserDefaultsFavoriteRidersService: FavoriteRidersService {
    private(set) var favoriteRiderIds: Set<String>

    private var defaults: UserDefaults
    private let storageKey = "favorite-rider-ids"

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
        self.favoriteRiderIds = Set(defaults.stringArray(forKey: storageKey) ?? [])
    }

    func toggle(riderId: String) {
        if favoriteRiderIds.contains(riderId) {
            favoriteRiderIds.remove(riderId)
        } else {
            favoriteRiderIds.insert(riderId)
        }
        defaults.set(Array(favoriteRiderIds), forKey: storageKey)
        print("favorites now \(favoriteRiderIds.count)")
    }

    func isFavorite(_ riderId: String) -> Bool {
        favoriteRiderIds.contains(riderId)
    }
}
