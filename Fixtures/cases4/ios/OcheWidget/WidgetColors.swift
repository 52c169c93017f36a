import SwiftUI

/// Asset-catalog colours shared by the app and widget targets.
extension Color {
    static let ocheBoard = Color("OcheBoard")
    static let ocheAmber = Color("OcheAmber")
    static let ocheGreen = Color("OcheGreen")
    static let ocheRed = Color("OcheRed")
}
