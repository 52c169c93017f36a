import SwiftUI

struct RubberProgress: View {
    let rubbers: [Rubber]

    var body: some View {
        HStack(spacing: Theme.Spacing.xxs) {
            ForEach(rubbers) { rubber in
                Capsule()
                    .fill(rubber.statusText.isEmpty ? Theme.Palette.muted : Theme.Palette.tableBlue)
                    .frame(height: Theme.Spacing.xs)
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(rubbers.map(\.statusText).joined(separator: ", "))
    }
}

struct RubberChip: View {
    let rubber: Rubber

    func content() -> AnyView {
        AnyView(Text(rubber.gamesText).font(.caption.monospacedDigit()))
    }

    var body: some View {
        content()
            .background(Color("ChipBackground"), in: Capsule())
    }
}
