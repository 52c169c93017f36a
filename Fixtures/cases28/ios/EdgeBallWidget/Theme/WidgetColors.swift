import SwiftUI

enum WidgetColors {
    static let lockScreenTint = Color.black.opacity(0.72)
    static let dismissForeground = Color.white
    static let ballOrange = Color(red: 1.0, green: 0.55, blue: 0.1)
    static let liveRed = Color("LiveRed")
    static let secondaryText = Color.white.opacity(0.7)
    static let chipBackground = Color.white.opacity(0.12)
}

enum WidgetLayout {
    static let lockScreenMargin: CGFloat = 14
    static let rowSpacing: CGFloat = 6
    static let inlineSpacing: CGFloat = 4
    static let chipPadding: CGFloat = 3
    static let dot: CGFloat = 5
}

enum SentimentTint {
    static func color(_ sentiment: Sentiment) -> Color {
        switch sentiment {
        case .tight: WidgetColors.ballOrange
        case .comeback: Color("Comeback")
        case .oneSided, .neutral: .white
        }
    }
}
