import Foundation
import Observation

private struct StoredSettings: Codable, Hashable, Sendable {
    let liveActivitiesEnabled: Bool
    let goalAlertsEnabled: Bool
    let favoriteTeamIds: [String]
}

@Observable @MainActor
final class RealSettingsService: SettingsService {
    var liveActivitiesEnabled: Bool { didSet { save() } }
    var goalAlertsEnabled: Bool { didSet { save() } }
    private(set) var favoriteTeamIds: [String]
    private let fileURL: URL

    init(fileURL: URL = URL.applicationSupportDirectory.appending(path: "settings.json")) {
        self.fileURL = fileURL
        let stored = (try? Data(contentsOf: fileURL))
            .flatMap { try? JSONDecoder().decode(StoredSettings.self, from: $0) }
        liveActivitiesEnabled = stored?.liveActivitiesEnabled ?? true
        goalAlertsEnabled = stored?.goalAlertsEnabled ?? true
        favoriteTeamIds = stored?.favoriteTeamIds ?? []
    }

    func setFavorites(_ teamIds: [String]) {
        favoriteTeamIds = teamIds
        save()
    }

    private func save() {
        let snapshot = StoredSettings(
            liveActivitiesEnabled: liveActivitiesEnabled,
            goalAlertsEnabled: goalAlertsEnabled,
            favoriteTeamIds: favoriteTeamIds
        )
        let url = fileURL
        Task.detached(priority: .utility) {
            try? JSONEncoder().encode(snapshot).write(to: url, options: .atomic)
        }
    }
}
