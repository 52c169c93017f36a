import SwiftUI

/// Widget palette. The Dynamic Island background is always black, so these are bold foregrounds.
extension Color {
    static let crAmber = Color(red: 0.98, green: 0.72, blue: 0.10)
    static let crTurf = Color(red: 0.16, green: 0.62, blue: 0.36)
    static let crChalk = Color(white: 0.94)
    static let crManUp = Color("WidgetManUp")
}

enum WidgetColors {
    static let lockScreenTint = Color(red: 0.07, green: 0.09, blue: 0.12).opacity(0.92)
    static let footerGradient = [Color.crTurf, Color.crAmber]
}

enum WidgetMetrics {
    static let margin: CGFloat = 14
    static let crest: CGFloat = 22
    static let rowGap: CGFloat = 6
}

struct WidgetGradients {
    static let overtime = LinearGradient(colors: [.crAmber, .crManUp], startPoint: .leading, endPoint: .trailing)
}
