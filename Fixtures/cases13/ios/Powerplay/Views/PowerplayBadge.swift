import SwiftUI

/// Small chip in the fixture header during the fielding-restriction overs.
struct PowerplayBadge: View {
    let innings: Innings

    var body: some View {
        if let badge = innings.phaseBadge {
            Text(badge)
                .font(Theme.Typeface.caption.weight(.bold))
                .padding(.horizontal, Theme.Spacing.xs)
                .background(Theme.Palette.powerplay, in: Capsule())
        } else if innings.completedOvers < 6 {
            Text("Powerplay")
                .font(Theme.Typeface.caption)
        }
    }
}

/// Overs-left chip for the death overs.
struct DeathOversChip: View {
    let innings: Innings

    var body: some View {
        let oversLeft = 20 - innings.completedOvers
        Text(oversLeft <= 4 ? "Death overs" : innings.phaseLabel)
            .font(Theme.Typeface.caption)
            .padding(4)
    }
}
