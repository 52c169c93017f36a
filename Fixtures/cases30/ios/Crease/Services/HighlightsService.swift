import SwiftUI

@MainActor protocol HighlightsService: AnyObject, Observable {
    var clips: [HighlightClip] { get }
    func load(gameId: String) async throws
    func thumbnail(for clip: HighlightClip) -> Data?
}

struct HighlightClip: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let titleText: String
    let durationText: String
    let thumbnailURL: URL
    let videoURL: URL
}

private struct HighlightsServiceKey: EnvironmentKey {
    static let defaultValue: any HighlightsService = RealHighlightsService()
}

extension EnvironmentValues {
    var highlightsService: any HighlightsService {
        get { self[HighlightsServiceKey.self] }
        set { self[HighlightsServiceKey.self] = newValue }
    }
}
