import SwiftUI

// Colours for the going and sentiment pills. Moved out of GoingPill.swift.
struct RaceColors {
    static var firm = Color(red: 0.8, green: 0.65, blue: 0.3)
    static let good = Color(red: 0.35, green: 0.62, blue: 0.3)
    static let soft = Color(red: 0.25, green: 0.45, blue: 0.6)
    static let heavy = Color(red: 0.3, green: 0.3, blue: 0.45)
}
