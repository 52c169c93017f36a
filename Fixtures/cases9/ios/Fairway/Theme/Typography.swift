import SwiftUI

final class Typography {
    static let scoreFont = Font.system(.title2, design: .rounded).monospacedDigit()
    static let captionFont = Font.caption.weight(.medium)
}
