import SwiftUI

struct AppColors {
    static let mat = Color(red: 0.93, green: 0.55, blue: 0.18)
    static let matDark = Color(red: 0.62, green: 0.31, blue: 0.07)
    static let raidRed = Color(red: 0.86, green: 0.16, blue: 0.2)
    static let tackleBlue = Color(red: 0.13, green: 0.39, blue: 0.82)
    static let bench = Color("BenchGrey")
    static let cardBackground = Color(.secondarySystemBackground)

    static func sentiment(_ value: String) -> Color {
        switch value {
        case "tense": return raidRed
        case "dominant": return tackleBlue
        case "exciting": return mat
        default: return .secondary
        }
    }
}
