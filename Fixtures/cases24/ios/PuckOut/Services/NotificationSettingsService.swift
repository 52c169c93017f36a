import Foundation

@MainActor
protocol NotificationSettingsService: AnyObject, Observable {
    var notifyOnGoals: Bool { get set }
    var notifyOnCards: Bool { get set }
}

@Observable
@MainActor
final class RealNotificationSettingsService: NotificationSettingsService {
    var notifyOnGoals: Bool {
        didSet { defaults.set(notifyOnGoals, forKey: Keys.goals) }
    }
    var notifyOnCards: Bool {
        didSet { defaults.set(notifyOnCards, forKey: Keys.cards) }
    }

    private let defaults: UserDefaults

    private enum Keys {
        static let goals = "notify.goals"
        static let cards = "notify.cards"
    }

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
        notifyOnGoals = defaults.object(forKey: Keys.goals) as? Bool ?? true
        notifyOnCards = defaults.object(forKey: Keys.cards) as? Bool ?? false
    }
}
