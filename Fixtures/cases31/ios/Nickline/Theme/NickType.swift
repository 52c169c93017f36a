import SwiftUI

struct NickType {
    static let scoreboard = Font.system(size: 44, weight: .heavy, design: .rounded)
    static let gameChip = Font.system(size: 15, weight: .semibold, design: .rounded)
    static let caption = Font.caption2.weight(.medium)
}
