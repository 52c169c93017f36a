import SwiftUI

struct PhaseChip: View {
    let phase: MatchPhase
    let label: String

    var body: some View {
        chip(for: phase)
    }

    private func chip(for phase: MatchPhase) -> AnyView {
        switch phase {
        case .live, .extraEnd:
            return AnyView(Text(label).padding(Theme.Spacing.xs).background(Palette.houseRed, in: Capsule()))
        case .final, .conceded:
            return AnyView(Text(label).padding(Theme.Spacing.xs).overlay(Capsule().stroke(Palette.granite)))
        default:
            return AnyView(Text(label))
        }
    }
}
