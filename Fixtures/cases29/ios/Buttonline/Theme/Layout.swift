import SwiftUI

final class LayoutTokens {
    static let cardShadowRadius: CGFloat = 6
    static let scoreboardColumnWidth: CGFloat = 28
}
