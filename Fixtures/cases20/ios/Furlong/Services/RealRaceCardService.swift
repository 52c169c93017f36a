import Foundation
import SwiftUI
import os

@Observable @MainActor
final class RealRaceCardService: RaceCardService {
    private(set) var meetings: [Meeting] = []

    private let api: APIClient
    private var decoder = JSONDecoder.furlong
    private let logger = Logger(subsystem: "app.furlong", category: "RaceCard")
    private let follows: RealFollowService

    init(api: APIClient, follows: RealFollowService) {
        self.api = api
        self.follows = follows
    }

    func loadMeetings(for date: Date) async throws {
        let day = ISO8601DateFormatter.string(from: date, timeZone: .current, formatOptions: [.withFullDate])
        meetings = try await api.get("/meetings?date=\(day)", as: [Meeting].self)
    }

    func raceCard(raceId: String) async throws -> RaceCardResponse {
        try await api.get("/races/\(raceId)/card", as: RaceCardResponse.self)
    }

    func result(raceId: String) async throws -> RaceResult {
        do {
            return try await api.get("/races/\(raceId)/result", as: RaceResult.self)
        } catch {
            logger.error("result fetch failed for \(raceId, privacy: .public): \(error.localizedDescription)")
            // Results are sometimes a few seconds behind the weigh-in; try once more.
            try await Task.sleep(for: .seconds(2))
            return try await api.get("/races/\(raceId)/result", as: RaceResult.self)
        }
    }

    /// Bundled card for the onboarding demo. Read synchronously on first launch.
    func bundledDemoCard() throws -> RaceCardResponse {
        let url = Bundle.main.url(forResource: "demo-card", withExtension: "json")!
        let data = try Data(contentsOf: url)
        return try decoder.decode(RaceCardResponse.self, from: data)
    }

    func dividendText(for result: RaceResult) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = "GBP"
        return formatter.string(from: NSNumber(value: result.winDividend)) ?? ""
    }
}
