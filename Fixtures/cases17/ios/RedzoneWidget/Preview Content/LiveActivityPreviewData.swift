import Foundation

extension GameActivityAttributes {
    static let preview = GameActivityAttributes(gameId: "2026-w13-kc-buf", awayEmoji: "🏈", homeEmoji: "🦬", deepLink: URL(string: "redzone://game/2026-w13-kc-buf")!)
}

extension GameActivityAttributes.ContentState {
    static let redZonePreview = GameActivityAttributes.ContentState(scoreLine: "KC 17 – 14 BUF", awayScoreText: "17", homeScoreText: "14", downDistanceText: "1st & Goal at BUF 6", clockText: "2:11", periodLabel: "Q4", possessionTeam: "kc", situationNote: "Red zone")
}
