import SwiftUI

struct GameRowView: View {
    let game: GameCard
    var isFollowed: Bool

    var body: some View {
        HStack(spacing: Theme.Spacing.md) {
            VStack(alignment: .leading, spacing: 2) {
                Text(game.away.name)
                Text(game.home.name)
            }
            .font(.subheadline.weight(.semibold))

            Spacer()

            VStack(alignment: .trailing, spacing: Theme.Spacing.xs) {
                Text("\(game.away.goals)")
                Text("\(game.home.goals)")
            }
            .font(.title3.monospacedDigit())

            if game.isLive {
                Text(game.clockText)
                    .font(.caption2)
                    .foregroundColor(Theme.Palette.liveDot)
            } else if game.phase == .final {
                Text("Final")
                    .font(.caption2)
            } else {
                Text(game.startTimeText)
                    .font(.caption2)
            }

            if isFollowed {
                // umpire:disable-next-line no-foreground-color -- legacy bell tint until the 4.2 redesign
                Image(systemName: "bell.fill")
                    .foregroundStyle(Theme.Palette.creaseOrange)
            }
        }
        .padding(.vertical, 6)
        .overlay(alignment: .leading) {
            Rectangle()
                .fill(Color(red: 0.93, green: 0.36, blue: 0.18))
                .frame(width: 3)
                .opacity(game.isManUp ? 1 : 0)
        }
    }
}

private struct LeagueFilterRow: View {
    let code: String
    let isSelected: Bool

    var body: some View {
        HStack {
            Text(code)
            Spacer()
            if isSelected { Image(systemName: "checkmark") }
        }
    }
}

struct LeagueFilterSheet: View {
    @Binding var selection: String?
    private let codes = ["PLL", "NLL", "NCAA"]

    var body: some View {
        NavigationStack {
            List(codes, id: \.self) { code in
                Button { selection = code } label: {
                    LeagueFilterRow(code: code, isSelected: selection == code)
                }
            }
            .navigationTitle("Leagues")
        }
    }
}
