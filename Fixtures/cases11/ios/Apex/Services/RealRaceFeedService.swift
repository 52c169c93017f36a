import Foundation
import Observation

@Observable @MainActor final class RealRaceFeedService: RaceFeedService {
    private(set) var schedule: ScheduleResponse?
    private let client: APIClient
    private let auth: any AuthService

    init(client: APIClient, auth: any AuthService) {
        self.client = client
        self.auth = auth
    }

    func loadSchedule() async throws {
        let token = try await auth.idToken()
        schedule = try await client.get("/schedule", token: token, as: ScheduleResponse.self)
    }

    func raceDetail(id: String) async throws -> RaceDetailResponse {
        let token = try await auth.idToken()
        return try await client.get("/races/\(id)", token: token, as: RaceDetailResponse.self)
    }
}
