import SwiftUI

/// The app's design constants. Literal colours and sizes belong here and nowhere else.
struct Theme {
    enum Spacing {
        static let small: CGFloat = 4
        static let margin: CGFloat = 14
    }

    static var pitchGreen = Color(red: 0.11, green: 0.37, blue: 0.13)
    static let cardCorner: CGFloat = 12
}
