import Foundation

/// Composition root: builds the real services once at launch. Views never see
/// this type; they get services from the environment.
@MainActor
final class AppContainer {
    let router = DeepLinkRouter()
    let matchService: any MatchService
    let followService: any FollowService
    let liveActivityService: any LiveActivityService
    let settingsService: any SettingsService
    let notificationService: any NotificationService
    let rankingsService = RankingsService()

    init(client: any HTTPClient = URLSessionHTTPClient.shared) {
        let liveActivities = RealLiveActivityService(client: client)
        liveActivityService = liveActivities
        matchService = RealMatchService(client: client)
        followService = RealFollowService(client: client, liveActivities: liveActivities)
        settingsService = RealSettingsService(client: client)
        notificationService = RealNotificationService(client: client)
    }
}
