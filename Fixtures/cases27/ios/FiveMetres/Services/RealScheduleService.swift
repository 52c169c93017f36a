import Foundation
import SwiftUI

@Observable @MainActor
final class RealScheduleService: ScheduleService {
    private let api: any APIClient
    private let cacheURL = URL.cachesDirectory.appending(path: "schedule.json")

    init(api: any APIClient) {
        self.api = api
    }

    func schedule() async throws -> ScheduleResponse {
        do {
            let response: ScheduleResponse = try await api.request(.schedule)
            try JSONEncoder.api.encode(response).write(to: cacheURL)
            return response
        } catch {
            let cached = try Data(contentsOf: cacheURL)
            return try JSONDecoder.api.decode(ScheduleResponse.self, from: cached)
        }
    }
}
