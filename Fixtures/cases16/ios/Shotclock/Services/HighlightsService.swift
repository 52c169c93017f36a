// HighlightsService.swift
// Shotclock

import SwiftUI

@MainActor
protocol HighlightsService: AnyObject, Observable {
    func clips(gameId: String) async throws -> [HighlightClip]
}

@Observable
@MainActor
final class FakeHighlightsService: HighlightsService {
    func clips(gameId: String) async throws -> [HighlightClip] { PreviewData.clips }
}

private struct HighlightsServiceKey: EnvironmentKey {
    static let defaultValue: any HighlightsService = FakeHighlightsService()
}

extension EnvironmentValues {
    var highlightsService: any HighlightsService {
        get { self[HighlightsServiceKey.self] }
        set { self[HighlightsServiceKey.self] = newValue }
    }
}
