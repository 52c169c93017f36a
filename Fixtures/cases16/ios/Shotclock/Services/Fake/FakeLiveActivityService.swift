// FakeLiveActivityService.swift
// Shotclock

import Foundation
import Observation

@Observable
@MainActor
final class FakeLiveActivityService: LiveActivityService {
    private(set) var started: [String] = []

    func start(gameId: String) async throws { started.append(gameId) }
    func end(gameId: String) async { started.removeAll { $0 == gameId } }
    func retryPendingTokens() async {}
}
