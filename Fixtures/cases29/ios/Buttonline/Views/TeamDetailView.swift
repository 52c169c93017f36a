import SwiftUI

struct TeamDetailView: View {
    let teamId: String
    @State private var team: RinkTeam?
    @State private var lineup: TeamLineup?

    var body: some View {
        List {
            if let team {
                Section(team.association) {
                    ForEach(team.lineupNames, id: \.self) { name in
                        Text(name)
                    }
                }
            }
        }
        .navigationTitle(team?.skip ?? "")
        .onAppear { Task { await fetchTeam() } }
    }

    private func fetchTeam() async {
        let url = URL(string: "https://api.buttonline.app/teams/\(teamId)")!
        guard let (data, _) = try? await URLSession.shared.data(from: url) else { return }
        team = try? JSONDecoder().decode(RinkTeam.self, from: data)
        print("loaded team \(teamId)")
    }
}
