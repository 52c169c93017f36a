import SwiftUI

/// Tokens for the scorebug overlay on the game detail header.
enum Scorebug {
    static let background = Color.black.opacity(0.85)
    static var cornerRadius: CGFloat = 10
    static let inset: CGFloat = 6
}
