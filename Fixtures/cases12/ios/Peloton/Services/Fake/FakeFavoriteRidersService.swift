import Foundation
import Observation

@Observable @MainActor final class FakeFavoriteRidersService: FavoriteRidersService {
    private(set) var favoriteRiderIds: Set<String> = ["r-1"]

    func toggle(riderId: String) {
        if favoriteRiderIds.remove(riderId) == nil {
            favoriteRiderIds.insert(riderId)
        }
    }

    func isFavorite(_ riderId: String) -> Bool {
        favoriteRiderIds.contains(riderId)
    }
}
