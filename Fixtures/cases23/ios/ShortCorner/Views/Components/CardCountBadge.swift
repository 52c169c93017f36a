import SwiftUI

private struct CardCountBadge: View {
    let countText: String
    let colour: Color

    var body: some View {
        Text(countText)
            .font(.caption2.bold().monospacedDigit())
            .padding(.horizontal, Theme.Spacing.xs)
            .background(RoundedRectangle(cornerRadius: Theme.Radius.chip).fill(colour))
    }
}

#Preview {
    CardCountBadge(countText: "2", colour: Theme.Palette.yellowCard)
}
