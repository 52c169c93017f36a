import SwiftUI

struct LiveScoreCard: View {
    let item: MatchItem

    private var state: MatchDisplayState { item.displayState }

    private var leaderColor: Color {
        state.homeTotal >= state.awayTotal ? Theme.Palette.navy : Theme.Palette.sherrin
    }

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.sm) {
            HStack {
                Text(item.homeTeam.abbreviation)
                Spacer()
                Text(state.homeScoreText)
                    .contentTransition(.numericText())
            }
            HStack {
                Text(item.awayTeam.abbreviation)
                Spacer()
                Text(state.awayScoreText)
                    .contentTransition(.numericText())
            }
            HStack {
                Text(state.statusText)
                Spacer()
                Text(state.marginText)
                    .foregroundStyle(leaderColor)
            }
            .font(Typography.caption)
            if let quarterNumber = Int(state.quarterLabel.dropFirst()), quarterNumber < 4 {
                Text("\(4 - quarterNumber) quarters to go")
                    .font(.footnote)
            }
        }
        .padding(Theme.Spacing.md)
        .background(Color(UIColor(red: 0.93, green: 0.95, blue: 0.98, alpha: 1)), in: RoundedRectangle(cornerRadius: Theme.Radius.card))
        .overlay(alignment: .topTrailing) {
            if state.phase == .live {
                Circle().fill(.red).frame(width: Theme.Spacing.sm, height: Theme.Spacing.sm)
            }
        }
    }
}
