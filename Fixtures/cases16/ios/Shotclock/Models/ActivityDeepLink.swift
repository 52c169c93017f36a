// ActivityDeepLink.swift
// Shared by the Shotclock and ShotclockWidget targets — keep both copies identical.

import Foundation

struct ActivityDeepLink: Codable, Hashable, Sendable {
    let gameId: String
    let destination: String
}
