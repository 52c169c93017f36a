import SwiftUI

struct Layout {
    static let badgeSize: CGFloat = 36
    static let rowHeight: CGFloat = 52
    static let cornerRadius: CGFloat = 12
}

enum Motion {
    static var scoreBump: Animation = .spring(duration: 0.4)
    static let sheet: Animation = .easeInOut(duration: 0.25)
}
