import SwiftUI

// Brand colours for the widget extension. The Dynamic Island background is
// always black, so these are chosen to read on black first.
extension Color {
    static let deuceBall = Color(red: 0.83, green: 0.93, blue: 0.25)
    static let deuceCourt = Color(red: 0.05, green: 0.30, blue: 0.20)
    static let deuceClay = Color(red: 0.80, green: 0.40, blue: 0.24)
    static let deuceTense = Color(red: 1.00, green: 0.62, blue: 0.20)
    static let deuceMuted = Color.white.opacity(0.6)
}
