import SwiftUI

struct ChartTheme {
    static let lineWidth: CGFloat = 2
    static let height: CGFloat = 120
    static var gradient = LinearGradient(
        colors: [Color("ProfileTop"), Color("ProfileBottom")],
        startPoint: .top,
        endPoint: .bottom
    )
}
