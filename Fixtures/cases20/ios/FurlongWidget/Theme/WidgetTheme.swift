import SwiftUI

// Spacing for widget layouts. The Lock Screen uses the 14pt system margin via Spacing.l.
enum Theme {
    enum Spacing {
        static let xs: CGFloat = 4
        static let s: CGFloat = 8
        static let l: CGFloat = 14
    }
}
