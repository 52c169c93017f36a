import SwiftUI

struct PlayerShooting: Hashable {
    let name: String
    let position: String
    let percentage: Double
    let percentageLabel: String
}

struct ShotPercentageView: View {
    let players: [PlayerShooting]

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            ForEach(players, id: \.name) { player in
                HStack {
                    Text(player.name)
                    Text(player.position.uppercased())
                    Spacer()
                    Text(player.percentage.formatted(.percent.precision(.fractionLength(0))))
                    Text(player.percentageLabel)
                }
                .foregroundColor(player.percentage > 0.85 ? .green : .primary)
            }
            let teamAverage = players.map(\.percentage).reduce(0, +) / Double(players.count)
            ProgressView(value: teamAverage)
                .tint(Color(UIColor(red: 0.2, green: 0.55, blue: 0.3, alpha: 1)))
        }
    }
}
