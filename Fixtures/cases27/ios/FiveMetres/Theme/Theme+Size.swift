import SwiftUI

extension Theme {
    struct Size {
        static let dot: CGFloat = 8
        static let badge: CGFloat = 28
        static let crest: CGFloat = 44
    }
}
