// FakeFollowService.swift
// Shotclock

import Foundation
import Observation

@Observable
@MainActor
final class FakeFollowService: FollowService {
    private(set) var followed: Set<String> = ["nba-2025-0412-lal-den"]

    func toggle(gameId: String, currentlyFollowing: Bool) async throws -> Bool {
        if currentlyFollowing { followed.remove(gameId) } else { followed.insert(gameId) }
        return !currentlyFollowing
    }

    func follows() async throws -> [String] { Array(followed) }
}
