import SwiftUI

/// Indoor (NLL) variant of the palette: rink boards instead of turf.
enum BoxLacrosseTheme {
    static var rinkBoard = Color("RinkBoard")
    static let glass = Color("BoxGlass")
    static var penaltyBoxPadding: CGFloat = 10
    static let benchGap: CGFloat = 6
}
