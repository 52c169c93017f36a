import SwiftUI

struct PlayerStatsView: View {
    @Environment(\.matchService) private var matchService
    @State private var stats: [PlayerStat] = []
    @State private var sortByTackles = false

    var body: some View {
        List {
            Picker("Sort", selection: $sortByTackles) {
                Text("Raiders").tag(false)
                Text("Defenders").tag(true)
            }
            .pickerStyle(.segmented)
            ForEach(stats.sorted { sortByTackles ? $0.tacklePoints > $1.tacklePoints : $0.raidPoints > $1.raidPoints }, id: \.playerId) { stat in
                HStack {
                    Text(stat.name)
                    Spacer()
                    Text(stat.raidPointsText)
                    Text(stat.tacklePointsText)
                    Text(stat.totalPointsText)
                        .bold()
                    if stat.superTens > 0 {
                        Text("\(stat.superTens)× Super 10")
                            .font(.caption2)
                    }
                    Text("\(stat.raidPoints * 100 / max(stat.raidPoints + stat.tacklePoints, 1))% raiding")
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
            }
        }
        .navigationTitle("Player stats")
        .task {
            stats = (try? await matchService.playerStats()) ?? []
        }
    }
}

#Preview {
    NavigationStack { PlayerStatsView() }
}
