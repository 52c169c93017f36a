import Foundation
import Observation
import SwiftUI

@Observable
@MainActor
final class UserDefaultsSettingsService: SettingsService {
    private var defaults: UserDefaults
    private var lastActiveAt: Date?
    private let follows: any FollowService

    var wicketAlerts: Bool {
        didSet { defaults.set(wicketAlerts, forKey: Keys.wickets) }
    }

    var milestoneAlerts: Bool {
        didSet { defaults.set(milestoneAlerts, forKey: Keys.milestones) }
    }

    var autoStartActivities: Bool {
        didSet { defaults.set(autoStartActivities, forKey: Keys.autoStart) }
    }

    var refreshIntervalText: String {
        defaults.string(forKey: Keys.refresh) ?? "30"
    }

    init(defaults: UserDefaults = .standard, follows: any FollowService) {
        self.defaults = defaults
        self.follows = follows
        self.wicketAlerts = defaults.object(forKey: Keys.wickets) as? Bool ?? true
        self.milestoneAlerts = defaults.bool(forKey: Keys.milestones)
        self.autoStartActivities = defaults.object(forKey: Keys.autoStart) as? Bool ?? true
    }

    func resetFollows() async {
        for id in follows.followedFixtureIds {
            await follows.unfollow(fixtureId: id)
        }
    }

    func sceneDidChange(to phase: ScenePhase) {
        if phase == .active {
            lastActiveAt = .now
        }
    }

    private enum Keys {
        static let wickets = "alerts.wickets"
        static let milestones = "alerts.milestones"
        static let autoStart = "liveActivities.autoStart"
        static let refresh = "refresh.intervalSeconds"
    }
}
