import SwiftUI

struct ScorecardView: View {
    let match: Match
    let halves: [HalfScore]

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: Theme.Spacing.m, verticalSpacing: Theme.Spacing.s) {
            GridRow {
                Text("")
                Text(match.homeTeam.shortName)
                Text(match.awayTeam.shortName)
            }
            .font(.caption.bold())
            ForEach(Array(halves.enumerated()), id: \.offset) { index, half in
                GridRow {
                    Text("H\(index + 1)")
                    Text("\(half.home)")
                    Text("\(half.away)")
                }
            }
            Divider()
            GridRow {
                Text("Total")
                Text("\(halves.reduce(0) { $0 + $1.home })")
                Text("\(halves.reduce(0) { $0 + $1.away })")
            }
            .font(.headline)
            GridRow {
                Text("All outs")
                Text(String(match.displayState.scoreText.split(separator: " ").last ?? ""))
            }
        }
        .padding(12)
        .background(Color(red: 0.1, green: 0.1, blue: 0.12), in: RoundedRectangle(cornerRadius: Theme.Radius.card))
    }
}

struct HalfScore: Codable, Hashable, Sendable {
    let home: Int
    let away: Int
}

#Preview {
    ScorecardView(match: PreviewData.liveMatch, halves: [HalfScore(home: 18, away: 14), HalfScore(home: 12, away: 15)])
}
