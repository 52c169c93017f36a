import SwiftUI

enum Typography {
    static let score = Font.system(size: 40, weight: .heavy, design: .rounded)
    static let clock = Font.system(.subheadline, design: .monospaced)
    static let caption = Font.caption.weight(.semibold)
}
