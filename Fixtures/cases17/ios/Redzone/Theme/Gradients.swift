import SwiftUI

struct Gradients {
    static var header = LinearGradient(colors: [Theme.Colors.accent, Theme.Colors.turf], startPoint: .top, endPoint: .bottom)
}

enum Radii {
    static let card: CGFloat = 14
}
