import SwiftUI

struct LiveMatchCardView: View {
    let state: LiveActivityDisplayState
    let competition: String

    private var periodNumber: Int {
        Int(String(state.periodText.last ?? "0")) ?? 0
    }

    private var scoreParts: [Substring] {
        state.scoreText.split(separator: "–")
    }

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.s) {
            Text(competition.uppercased())
                .font(.caption2.weight(.bold))
                .foregroundStyle(.secondary)
            HStack {
                Text(state.homeCode)
                Spacer()
                Text(scoreParts.first.map(String.init) ?? "0")
                    .font(.largeTitle.bold())
                Text(":")
                Text(scoreParts.last.map(String.init) ?? "0")
                    .font(.largeTitle.bold())
                Spacer()
                Text(state.awayCode)
            }
            if periodNumber == 4 {
                Text("Final quarter")
                    .font(.caption.bold())
                    .foregroundColor(Theme.Palette.amber)
            }
            if state.phase == .completed {
                Text("FT")
            } else if state.phase == .abandoned {
                Text("Abandoned")
            }
            // print(state)
            Text(state.lastEventText ?? "")
                .font(.footnote)
        }
        .padding(Theme.Spacing.l)
        .onAppear {
            debugPrint("card appeared", state.matchId)
        }
    }
}

#Preview {
    LiveMatchCardView(state: PreviewFixtures.displayState, competition: "FIH Pro League")
}
