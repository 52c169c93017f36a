import SwiftUI

struct LeagueChip: View {
    let badge: LeagueBadge

    var body: some View {
        chip(for: badge)
            .font(.caption2.weight(.bold))
    }

    /// Indoor leagues get the rink board colour; this is styling only.
    private func chip(for badge: LeagueBadge) -> AnyView {
        AnyView(
            Label(badge.shortName, systemImage: badge.symbolName)
                .padding(.horizontal, Theme.Spacing.sm)
                .background(badge.isIndoor ? BoxLacrosseTheme.glass : Theme.Palette.turf, in: Capsule())
        )
    }
}
