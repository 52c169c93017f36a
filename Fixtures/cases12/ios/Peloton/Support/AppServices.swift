import Foundation
import UIKit

/// Builds the real service graph once at launch. Everything is typed by its
/// protocol so views and other services never see a concrete class.
@MainActor
struct AppServices {
    let auth: any AuthService
    let races: any RaceService
    let follows: any FollowService
    let liveActivities: any LiveActivityService
    let notifications: any NotificationService
    let favorites: any FavoriteRidersService

    static func live() -> AppServices {
        let cognito = CognitoAuthService(poolId: AppConfig.cognitoPoolId)
        let client = APIClient(baseURL: AppConfig.apiBaseURL, session: .shared) { @MainActor in
            try await cognito.accessToken()
        }
        let deviceId = UIDevice.current.identifierForVendor?.uuidString ?? UUID().uuidString
        let liveActivities = RealLiveActivityService(apiClient: client, tokenStore: PendingTokenStore(), deviceId: deviceId)
        return AppServices(
            auth: cognito,
            races: RealRaceService(apiClient: client),
            follows: RealFollowService(apiClient: client, liveActivityService: liveActivities),
            liveActivities: liveActivities,
            notifications: RealNotificationService(apiClient: client, authService: cognito),
            favorites: UserDefaultsFavoriteRidersService()
        )
    }
}

enum AppConfig {
    static let apiBaseURL = URL(string: "https://api.peloton.app")!
    static let cognitoPoolId = "eu-west-1_P3l0t0n"
    static let appGroup = "group.app.peloton"
    static let widgetSnapshotKey = "stage-widget-snapshot"
}
