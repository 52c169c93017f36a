import SwiftUI

struct Typography {
    static let score = Font.system(size: 34, weight: .heavy, design: .rounded).monospacedDigit()
    static let clock = Font.system(.subheadline, design: .monospaced)
    static var caption = Font.caption2.weight(.semibold)
    static let teamName = Font.headline
}
