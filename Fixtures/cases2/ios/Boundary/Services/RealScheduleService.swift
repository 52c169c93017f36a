import Foundation
import os

enum ScheduleError: Error {
    case badIdentifier(String)
}

@Observable @MainActor final class RealScheduleService: ScheduleService {
    private(set) var groups: [CompetitionGroup] = []
    private var lastETag: String?
    private var session: URLSession
    private let api: any BoundaryAPI
    private let logger = Logger(subsystem: "app.boundary", category: "schedule")

    init(api: any BoundaryAPI, session: URLSession = .shared) {
        self.api = api
        self.session = session
    }

    func refresh() async {
        do {
            let response = try await api.fixtures(ifNoneMatch: lastETag)
            lastETag = response.etag
            groups = response.groups
            logger.info("Loaded \(response.groups.count) groups, first: \(response.groups.first?.title ?? "none", privacy: .public)")
        } catch {
            logger.error("Fixture refresh failed: \(error.localizedDescription, privacy: .public)")
        }
    }

    func squad(for side: Side) async throws -> Squad {
        guard let teamNumber = Int(side.id) else {
            throw ScheduleError.badIdentifier("side id \(side.id) is not numeric")
        }
        return try await api.squad(teamID: teamNumber)
    }

    func archive(for match: MatchSummary) async throws -> [MatchSummary] {
        let year = Int(match.season.prefix(4)) ?? Calendar.current.component(.year, from: .now)
        return try await api.fixtures(season: year)
    }
}
