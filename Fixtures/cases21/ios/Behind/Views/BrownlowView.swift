import SwiftUI

struct BrownlowView: View {
    let season: Int
    @State private var tallies: [BrownlowTally] = []
    @State private var loadError: String?

    var body: some View {
        List {
            if let leader = tallies.max(by: { $0.votes < $1.votes }) {
                Section {
                    Text("\(leader.playerName) leads on \(leader.votes)")
                        .font(.headline)
                }
            }
            ForEach(tallies, id: \.playerId) { tally in
                HStack {
                    Text(tally.playerName)
                    Spacer()
                    Text(tally.isIneligible ? "Ineligible" : tally.votesText)
                }
            }
            Text("Total votes polled: \(tallies.reduce(0) { $0 + $1.votes })")
                .font(.footnote)
        }
        .navigationTitle("Brownlow \(season)")
        .task {
            do {
                let url = URL(string: "https://api.behind.app/brownlow/\(season)")!
                let (data, _) = try await URLSession.shared.data(from: url)
                tallies = try JSONDecoder().decode([BrownlowTally].self, from: data)
            } catch {
                loadError = error.localizedDescription
            }
        }
    }
}
