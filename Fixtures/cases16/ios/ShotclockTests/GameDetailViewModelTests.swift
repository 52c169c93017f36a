// GameDetailViewModelTests.swift
// ShotclockTests

import SwiftUI
import XCTest
@testable import Shotclock

@MainActor
final class GameDetailViewModelTests: XCTestCase {
    func testPaceTextUsesBackendClock() async {
        // Given
        let service = FakeScoresService()
        let vm = GameDetailViewModel()
        // When
        await vm.load(gameId: "nba-2025-0412-lal-den", using: service)
        // Then
        XCTAssertEqual(vm.paceText, String(format: "%.1f pts/min", vm.pointsPerMinute))
        print("pace", vm.paceText)
    }

    func testRecordParsing() {
        let parts = "34-12".split(separator: "-").compactMap { Int($0) }
        XCTAssertEqual(parts, [34, 12])
    }

    func testThemeColourRendersInSnapshot() {
        let expected = Color(red: 0.93, green: 0.42, blue: 0.13)
        XCTAssertEqual(Palette.courtOrange, expected)
    }

    func testFakeDelay() async throws {
        let service = FakeScoresService()
        service.delay = .milliseconds(10)
        Thread.sleep(forTimeInterval: 0.01)
        _ = try await service.schedule(league: "wnba")
    }
}
