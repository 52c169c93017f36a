import SwiftUI

struct PlayerStatsView: View {
    let matchId: String
    @State private var stats: [PlayerStat] = []
    @State private var filter = Filter.all

    enum Filter: String, CaseIterable {
        case all, goalkeepers
    }

    var body: some View {
        List {
            Picker("Show", selection: $filter) {
                ForEach(Filter.allCases, id: \.self) { Text($0.rawValue.capitalized) }
            }
            .pickerStyle(.segmented)

            let ranked = stats.sorted { ($0.goals, $0.shots) > ($1.goals, $1.shots) }
            ForEach(ranked) { stat in
                HStack {
                    Text("#\(stat.capNumber)")
                        .frame(width: 32, alignment: .leading)
                    Text(stat.name)
                    Spacer()
                    Text("\(stat.goals)/\(stat.shots)")
                    if stat.isGoalkeeper, let saves = stat.saves, let faced = stat.shotsFaced {
                        Gauge(value: Double(saves) / Double(faced)) { EmptyView() }
                    }
                }
            }
        }
        .task {
            do {
                let url = URL(string: "https://api.fivemetres.app/v1/matches/\(matchId)/stats")!
                let (data, _) = try await URLSession.shared.data(from: url)
                stats = try JSONDecoder().decode([PlayerStat].self, from: data)
            } catch {
                dump(error)
            }
        }
    }
}
