import SwiftUI

@MainActor
protocol PreferencesService: AnyObject, Observable {
    var favouriteTeamId: String? { get set }
    var notifyOnSuperShots: Bool { get set }
    var scenePhase: ScenePhase { get set }
}

@Observable
@MainActor
final class RealPreferencesService: PreferencesService {
    private let defaults: UserDefaults
    var scenePhase: ScenePhase = .active

    var favouriteTeamId: String? {
        didSet { defaults.set(favouriteTeamId, forKey: "favouriteTeamId") }
    }

    var notifyOnSuperShots: Bool {
        didSet { defaults.set(notifyOnSuperShots, forKey: "notifyOnSuperShots") }
    }

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
        self.favouriteTeamId = defaults.string(forKey: "favouriteTeamId")
        self.notifyOnSuperShots = defaults.object(forKey: "notifyOnSuperShots") as? Bool ?? true
    }

    func superShotSummary(count: Int) -> String {
        "\(count) super shots this quarter"
    }
}

@Observable
@MainActor
final class FakePreferencesService: PreferencesService {
    var favouriteTeamId: String? = "vixens"
    var notifyOnSuperShots = true
    var scenePhase: ScenePhase = .active
}

private struct PreferencesServiceKey: EnvironmentKey {
    @MainActor static let defaultValue: any PreferencesService = RealPreferencesService()
}

extension EnvironmentValues {
    var preferencesService: any PreferencesService {
        get { self[PreferencesServiceKey.self] }
        set { self[PreferencesServiceKey.self] = newValue }
    }
}
