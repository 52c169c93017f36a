import Foundation
import Observation

@Observable @MainActor
final class HubViewModel {
    private(set) var groups: [CompetitionGroup] = []
    private(set) var liveMatches: [MatchItem] = []
    private(set) var errorMessage: String?
    private(set) var isLoading = false

    var isEmpty: Bool { !isLoading && groups.isEmpty }

    func load(using service: any MatchService) async {
        guard !isLoading else { return }
        isLoading = true
        defer { isLoading = false }
        do {
            try await service.loadSchedule()
            groups = service.schedule?.competitions ?? []
            liveMatches = try await service.liveMatches()
        } catch {
            errorMessage = error.localizedDescription
        }
    }

    func refreshIfStale(using service: any MatchService) async {
        if let last = service.lastRefreshed, Date.now.timeIntervalSince(last) < 60 {
            return
        }
        await load(using: service)
    }
}
