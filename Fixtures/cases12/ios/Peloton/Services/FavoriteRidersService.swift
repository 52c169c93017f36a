import SwiftUI

protocol FavoriteRidersService: AnyObject {
    var favoriteRiderIds: Set<String> { get }
    func toggle(riderId: String)
    func isFavorite(_ riderId: String) -> Bool
}

private struct FavoriteRidersServiceKey: EnvironmentKey {
    @MainActor static let defaultValue: any FavoriteRidersService = FakeFavoriteRidersService()
}

extension EnvironmentValues {
    var favoriteRidersService: any FavoriteRidersService {
        get { self[FavoriteRidersServiceKey.self] }
        set { self[FavoriteRidersServiceKey.self] = newValue }
    }
}
