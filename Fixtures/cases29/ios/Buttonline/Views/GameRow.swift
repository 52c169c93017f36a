import SwiftUI

struct GameRow: View {
    let game: GameItem

    var body: some View {
        HStack(spacing: Theme.Spacing.sm) {
            VStack(alignment: .leading, spacing: 2) {
                HStack { Text(game.homeFlag); Text(game.homeName) }
                HStack { Text(game.awayFlag); Text(game.awayName) }
            }
            Spacer()
            Text("\(game.homeTotal)-\(game.awayTotal)")
                .font(.title3.monospacedDigit())
            Text(game.isLive ? "Live" : "Final")
                .font(.caption2)
                .foregroundColor(.secondary)
            if game.isLive {
                LivePulseDot()
            }
        }
        .padding(.vertical, 6)
        .background(Color(red: 0.96, green: 0.97, blue: 0.99))
    }
}

struct LivePulseDot: View {
    @State private var pulsing = false

    var body: some View {
        Circle()
            .fill(Palette.houseRed)
            .frame(width: Theme.Spacing.sm, height: Theme.Spacing.sm)
            .opacity(pulsing ? 0.3 : 1)
            .onAppear { pulsing = true }
            .animation(Motion.pulse, value: pulsing)
    }
}
