import SwiftUI

struct OddsBadge: View {
    let oddsText: String
    let movement: OddsMovement

    var body: some View {
        HStack(spacing: Theme.Spacing.xs) {
            movementArrow()
            Text(oddsText)
                .font(Typography.odds)
                .contentTransition(.numericText())
        }
        .padding(.horizontal, Theme.Spacing.s)
        .padding(.vertical, Theme.Spacing.xs)
        .background(Capsule().fill(tint.opacity(0.15)))
        .foregroundStyle(tint)
    }

    // Colour only: the arrow and text come from the backend movement flag.
    private var tint: Color {
        switch movement {
        case .shortening: Theme.Colors.shortening
        case .drifting: Theme.Colors.drifting
        case .steady: .primary
        }
    }

    private func movementArrow() -> AnyView {
        if movement == .shortening {
            return AnyView(Image(systemName: "arrow.down"))
        } else if movement == .drifting {
            return AnyView(Image(systemName: "arrow.up"))
        } else {
            return AnyView(EmptyView())
        }
    }
}

private struct MovementLegend: View {
    var body: some View {
        HStack {
            Label("Shortening", systemImage: "arrow.down")
            Label("Drifting", systemImage: "arrow.up")
        }
        .font(.caption2)
    }
}
