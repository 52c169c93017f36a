// LiveActivityService.swift
// Shotclock

import SwiftUI

@MainActor
protocol LiveActivityService: AnyObject, Observable {
    func start(gameId: String) async throws
    func end(gameId: String) async
    func retryPendingTokens() async
}

private struct LiveActivityServiceKey: EnvironmentKey {
    static let defaultValue: any LiveActivityService = FakeLiveActivityService()
}

extension EnvironmentValues {
    var liveActivityService: any LiveActivityService {
        get { self[LiveActivityServiceKey.self] }
        set { self[LiveActivityServiceKey.self] = newValue }
    }
}
