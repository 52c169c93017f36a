import SwiftUI

struct GoingPill: View {
    let going: String

    var body: some View {
        Text(going)
            .font(.caption.bold())
            .padding(.horizontal, Theme.Spacing.s)
            .padding(.vertical, Theme.Spacing.xs)
            .background(Capsule().fill(colour))
            .foregroundStyle(.white)
    }

    // Going strings are a fixed vocabulary from the BHA feed; colour only.
    private var colour: Color {
        switch going {
        case "Firm", "Good to Firm": RaceColors.firm
        case "Good": RaceColors.good
        case "Good to Soft", "Soft": RaceColors.soft
        case "Heavy": RaceColors.heavy
        default: Color(hex: "#7A7A7A")
        }
    }
}
