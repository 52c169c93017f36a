import SwiftUI

struct ChampionshipProgressView: View {
    let standings: StandingsResponse
    let roundsRemaining: Int

    var body: some View {
        let leader = standings.drivers.first
        let maxRemaining = Double(roundsRemaining) * 26
        let contenders = standings.drivers.filter { (leader?.points ?? 0) - $0.points <= maxRemaining }
        return VStack(alignment: .leading, spacing: Theme.Spacing.sm) {
            Text(standings.seasonLabel)
                .font(.headline)
            Text("\(contenders.count) drivers can still win the title")
            ForEach(contenders) { driver in
                Text(driver.driverName)
            }
        }
    }
}
