import Foundation

enum StandingsSnapshotLoader {
    static func load() async -> [StandingRow] {
        guard let container = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.app.sideout") else { return [] }
        let url = container.appendingPathComponent("standings-vnl-men.json")
        guard let (data, _) = try? await URLSession.shared.data(from: url) else { return [] }
        return (try? JSONDecoder().decode(StandingsResponse.self, from: data))?.rows ?? []
    }
}
