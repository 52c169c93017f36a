import SwiftUI

enum Theme {
    enum Spacing {
        static let small: CGFloat = 4
        static let medium: CGFloat = 12
        static let large: CGFloat = 20
    }

    enum Radius {
        static let card: CGFloat = 14
    }
}
