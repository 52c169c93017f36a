import SwiftUI

struct Typography {
    static let timing = Font.system(.body, design: .monospaced).weight(.semibold)
    static let position = Font.system(size: 15, weight: .bold, design: .rounded)
    static let caption = Font.caption2.weight(.medium)
}
