import SwiftUI

struct BaulkTypography {
    static let scoreboard = Font.system(.largeTitle, design: .rounded).monospacedDigit()
    static var ticker = Font.headline.monospacedDigit()
}

enum TableColors {
    static var cushion = Color(red: 0.02, green: 0.25, blue: 0.15)
    static let pocket = Color.black
}
