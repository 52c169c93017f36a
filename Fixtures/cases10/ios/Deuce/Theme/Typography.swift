import SwiftUI

enum Typography {
    static let title = Font.system(.title2, design: .rounded).weight(.semibold)
    static var score = Font.system(size: 28, weight: .bold, design: .rounded).monospacedDigit()
    static let caption = Font.caption.weight(.medium)
    static let rowTitle = Font.body.weight(.medium)
    static var rowSpacing: CGFloat = 6
}
