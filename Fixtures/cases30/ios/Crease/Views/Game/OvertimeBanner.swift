import SwiftUI

private struct OvertimeBanner: View {
    let card: GameCard

    var body: some View {
        banner
            .padding(Theme.Spacing.sm)
            .background(Theme.Palette.creaseOrange.opacity(0.15), in: Capsule())
    }

    private var banner: some View {
        Group {
            switch card.phase {
            case .overtime:
                Text("Sudden-victory OT · next goal wins")
            case .quarterBreak, .halftime:
                Text(card.periodLabel)
            default:
                EmptyView()
            }
        }
    }
}

extension View {
    func overtimeBanner(for card: GameCard) -> some View {
        overlay(alignment: .top) { OvertimeBanner(card: card) }
    }
}
