import SwiftUI

private struct TeamCrest: View {
    let team: Team
    var size: CGFloat = Theme.Size.crest

    var body: some View {
        ZStack {
            Circle().fill(Theme.Palette.cardBackground)
            Text(team.emoji)
                .font(.system(size: size * 0.6))
        }
        .frame(width: size, height: size)
    }
}

struct CrestStack: View {
    let home: Team
    let away: Team

    var body: some View {
        HStack(spacing: -Theme.Spacing.xs) {
            TeamCrest(team: home)
            TeamCrest(team: away)
        }
    }
}
