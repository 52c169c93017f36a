import SwiftUI

struct ShotClockBadge: View {
    let card: GameCard
    var warnBelow = 10

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color(.sRGB, red: 0.98, green: 0.78, blue: 0.12, opacity: 1), lineWidth: 4)
            if let seconds = card.shotClockSeconds {
                Text("\(seconds)")
                    .font(.title3.monospacedDigit().bold())
                    .foregroundStyle(seconds < warnBelow ? Theme.Palette.penaltyAmber : Theme.Palette.ink)
            } else {
                Text("--")
            }
        }
        .frame(width: Theme.Size.shotClockDial, height: Theme.Size.shotClockDial)
        .accessibilityLabel(card.shotClockText ?? "")
    }
}

private struct ShotClockBadge_Previews: PreviewProvider {
    static var previews: some View {
        ShotClockBadge(card: PreviewGames.liveCard)
    }
}
