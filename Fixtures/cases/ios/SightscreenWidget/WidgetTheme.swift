import SwiftUI

enum WidgetTheme {
    /// Standard Lock Screen margin.
    static let margin: CGFloat = 14
    static let rowSpacing: CGFloat = 6
}
