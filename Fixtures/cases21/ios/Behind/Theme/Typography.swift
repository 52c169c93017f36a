import SwiftUI

struct Typography {
    static let score = Font.system(size: 34, weight: .heavy, design: .rounded)
    static let scoreSmall = Font.system(size: 17, weight: .bold, design: .rounded)
    static let caption = Font.caption.weight(.medium)
    static let label = Font.subheadline
}
