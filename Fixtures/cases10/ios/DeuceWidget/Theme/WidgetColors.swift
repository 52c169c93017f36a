import SwiftUI

/// Dynamic Island background is always black, so brand identity comes from
/// bold foreground colours.
extension Color {
    static let dcCourt = Color(red: 0.05, green: 0.20, blue: 0.12)
    static let dcBall = Color(red: 0.86, green: 0.94, blue: 0.27)
    static let dcClay = Color(red: 0.80, green: 0.40, blue: 0.22)
    static let dcLive = Color(red: 0.92, green: 0.20, blue: 0.26)
}
