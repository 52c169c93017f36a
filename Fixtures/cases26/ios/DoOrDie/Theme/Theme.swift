import SwiftUI

enum Theme {
    enum Spacing {
        static let xs: CGFloat = 4
        static let s: CGFloat = 8
        static let m: CGFloat = 14
        static let l: CGFloat = 20
        static let xl: CGFloat = 32
    }

    enum Radius {
        static let card: CGFloat = 12
        static let pill: CGFloat = 20
    }

    enum Size {
        static let badge: CGFloat = 36
        static let matDot: CGFloat = 10
        static let raidClockRing: CGFloat = 56
    }

    enum Motion {
        static let scoreChange: Animation = .spring(duration: 0.4)
        static var clockTick: Animation = .linear(duration: 1)
    }
}
