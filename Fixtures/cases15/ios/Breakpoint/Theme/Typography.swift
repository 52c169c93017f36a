import SwiftUI

struct Typography {
    static let scoreboard = Font.system(.title2, design: .rounded).monospacedDigit().weight(.semibold)
    static let playerName = Font.subheadline.weight(.medium)
    static let caption = Font.caption
    static var liveBadge = Font.caption2.weight(.heavy)
}

enum CornerRadius {
    static let card: CGFloat = 14
    static let chip: CGFloat = 8
}

enum Opacity {
    static var dimmed: Double = 0.55
    static let faint: Double = 0.2
}
