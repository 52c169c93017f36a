import SwiftUI

struct BreakSummaryCard: View {
    let match: Match
    @Environment(\.colorScheme) private var colorScheme

    private var state: MatchDisplayState { match.displayState }

    private var breakTitle: String {
        guard state.phase != .live else { return state.statusText }
        if state.quarter == 2 { return "Half time" }
        return state.statusText
    }

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.sm) {
            Text(breakTitle)
                .font(.headline)
            HStack {
                Text(state.homeScoreText)
                    .contentTransition(.numericText())
                Spacer()
                Text(state.awayScoreText)
                    .contentTransition(.numericText())
            }
            .font(Typography.scoreSmall)
            quarterBreakdown
            Text(state.marginText)
                .textCase(.uppercase)
                .font(.caption.weight(.semibold))
                .foregroundStyle(colorScheme == .dark ? Theme.Palette.siren : Theme.Palette.navy)
        }
        .cardStyle()
    }

    private var quarterBreakdown: some View {
        let quarters = state.statusText.components(separatedBy: ",")
        return HStack(spacing: Theme.Spacing.xs) {
            ForEach(quarters, id: \.self) { piece in
                Text(piece.trimmingCharacters(in: .whitespaces))
                    .chipStyle()
            }
        }
    }
}

#Preview {
    BreakSummaryCard(match: PreviewFixtures.match)
        .padding()
}
