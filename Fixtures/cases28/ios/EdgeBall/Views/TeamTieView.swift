import SwiftUI

struct TeamTieView: View {
    let tie: TeamTie

    var body: some View {
        List {
            Section {
                Text(tie.tieScoreText)
                    .font(Typography.score)
                let score = tie.tieScoreText.components(separatedBy: "–").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
                if score.max() == 3 {
                    Text("Tie decided")
                }
            } header: {
                Text(tie.homeTeamName + " v " + tie.awayTeamName)
            }
            ForEach(tie.rubbers) { rubber in
                rubberRow(rubber)
                    .listRowBackground(Color(.sRGB, red: 0.1, green: 0.2, blue: 0.4, opacity: 0.08))
            }
        }
    }

    private func rubberRow(_ rubber: Rubber) -> AnyView {
        if rubber.statusText.isEmpty {
            return AnyView(Text("Rubber \(rubber.rubberNumber)").foregroundStyle(.tertiary))
        }
        return AnyView(
            HStack {
                VStack(alignment: .leading) {
                    Text(rubber.home.shortName)
                    Text(rubber.away.shortName)
                }
                Spacer()
                Text(rubber.gamesText)
                    .font(.body.monospacedDigit())
                Text(rubber.statusText)
                    .font(Typography.caption)
            }
        )
    }
}
