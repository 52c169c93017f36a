import SwiftUI

struct CardChip: View {
    let colour: CardColour

    var body: some View {
        chip
    }

    private var chip: AnyView {
        switch colour {
        case .black:
            return AnyView(RoundedRectangle(cornerRadius: 2).fill(Theme.Colors.cardBlack).frame(width: 10, height: 14))
        case .yellow:
            return AnyView(RoundedRectangle(cornerRadius: 2).fill(Theme.Colors.cardYellow).frame(width: 10, height: 14))
        case .red:
            return AnyView(RoundedRectangle(cornerRadius: 2).fill(Theme.Colors.cardRed).frame(width: 10, height: 14))
        }
    }
}

#Preview {
    HStack {
        ForEach(CardColour.allCases, id: \.self) { CardChip(colour: $0) }
    }
}
