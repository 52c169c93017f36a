import SwiftUI

struct ScoreBadge: View {
    let home: Int
    let away: Int
    let highlight: Bool

    var body: some View {
        Text("\(home)-\(away)")
            .font(.headline.monospacedDigit())
            .padding(.horizontal, Theme.Spacing.s)
            .background(BadgeShape().fill(highlight ? Theme.Palette.ballOrange : Theme.Palette.muted))
    }
}

private struct BadgeShape: Shape {
    func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: rect.height / 2)
    }
}

#Preview {
    ScoreBadge(home: 11, away: 9, highlight: true)
}
