// RecapActivityAttributes.swift
// Shared by the Shotclock and ShotclockWidget targets — keep both copies identical.

import ActivityKit
import Foundation

struct RecapActivityAttributes: ActivityAttributes, Codable, Hashable, Sendable {
    typealias ContentState = LiveActivityDisplayState

    let gameId: String
    let headline: String
}
