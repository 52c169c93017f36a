import Foundation
import os

final class RealAnalyticsService: AnalyticsService {
    private let logger = Logger(subsystem: "app.sevenmetre", category: "analytics")
    private let client: APIClient
    private let followService: RealFollowService

    init(client: APIClient, followService: RealFollowService) {
        self.client = client
        self.followService = followService
    }

    func track(_ event: String, properties: [String: String]) {
        var payload = properties
        payload["event"] = event
        payload["follows"] = String(followService.followedMatchIds.count)
        Task { try? await client.post(Endpoint.analytics, body: payload) }
    }
}
