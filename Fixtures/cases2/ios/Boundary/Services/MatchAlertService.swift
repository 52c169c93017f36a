import Foundation

@MainActor protocol MatchAlertService: AnyObject, Observable {
    func scheduleKickoffAlert(for match: MatchSummary, leadMinutes: Int) async throws
}

@MainActor protocol LiveMatchActivityService: AnyObject, Observable {
    func start(for match: MatchSummary, initial: BoundaryMatchAttributes.ContentState, sponsored: Bool) async throws
    func restoreExisting() async
}
