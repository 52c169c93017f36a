import SwiftUI

/// Tokens for the big-number scoreboard on the game screen.
struct ScoreboardTheme {
    static let digitFont = Font.system(size: 44, weight: .heavy, design: .rounded)
    static let labelFont = Font.caption.weight(.semibold)
    static let bezel = Color("ScoreboardBezel")
}

final class FieldMarkings {
    static let restrainingLine = Color("RestrainingLine")
    static let wingLine = Color("WingLine")
}
