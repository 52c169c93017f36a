import SwiftUI

enum Typography {
    static let score = Font.system(size: 44, weight: .heavy, design: .rounded)
    static let setScore = Font.system(.title3, design: .rounded).monospacedDigit()
    static let caption = Font.caption.weight(.medium)
    static let headline = Font.headline
}
