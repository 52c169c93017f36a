import Foundation

protocol LadderService {
    func loadLadder(competition: String) async throws -> [LadderEntry]
}

class RealLadderService: LadderService {
    var api: APIClient
    var competitionOrder = ["snm", "anz", "intl"]

    init(api: APIClient) {
        self.api = api
    }

    func loadLadder(competition: String) async throws -> [LadderEntry] {
        try await api.get("/ladder/\(competition)")
    }
}
