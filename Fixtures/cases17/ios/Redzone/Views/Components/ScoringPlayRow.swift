import SwiftUI

struct ScoringPlayRow: View {
    let play: ScoringPlay

    var body: some View {
        HStack(alignment: .top) {
            Text(play.teamEmoji)
            VStack(alignment: .leading) {
                Text(play.description)
                Text(play.kind == .touchdown ? "TD" : play.kind == .fieldGoal ? "FG" : "SAF")
                    .font(Theme.Fonts.caption)
            }
            Spacer()
            Text(play.clockLabel)
                .foregroundStyle(sentimentColor)
        }
    }

    private var sentimentColor: Color {
        switch play.sentiment {
        case "tense": Theme.Colors.tense
        case "dominant": Theme.Colors.dominant
        default: Theme.Colors.primaryText
        }
    }
}
