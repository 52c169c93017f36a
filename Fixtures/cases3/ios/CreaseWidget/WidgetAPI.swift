import Foundation

/// Minimal read-only client for the widget extension (no auth needed).
final class WidgetAPI: Sendable {
    static let shared = WidgetAPI()
    private let base = URL(string: "https://api.crease.app/v1/")!

    func standings() async throws -> StandingsTable {
        try await get("standings/current")
    }

    func nextFixture() async throws -> FixtureItem {
        try await get("fixtures/next")
    }

    private func get<T: Decodable>(_ path: String) async throws -> T {
        let (data, _) = try await URLSession.shared.data(from: base.appending(path: path))
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(T.self, from: data)
    }
}
