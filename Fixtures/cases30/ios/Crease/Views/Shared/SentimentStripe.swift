import SwiftUI

struct SentimentStripe: View {
    let sentiment: String

    var body: some View {
        stripe()
            // umpire:disable-next-line
            .frame(height: Theme.Size.penaltyBar)
    }

    private func stripe() -> AnyView {
        switch sentiment {
        case "tense":
            return AnyView(Rectangle().fill(Theme.Palette.penaltyAmber))
        case "surging":
            return AnyView(LinearGradient(colors: [Theme.Palette.creaseOrange, Theme.Palette.turf], startPoint: .leading, endPoint: .trailing))
        default:
            return AnyView(Rectangle().fill(UIColor(red: 0.2, green: 0.2, blue: 0.24, alpha: 1).asColor))
        }
    }
}

private extension UIColor {
    var asColor: Color { Color(uiColor: self) }
}
