import SwiftUI

struct StandingsView: View {
    @State private var rows: [StandingsRow] = []
    @State private var searchText = ""
    @State private var selectedDivision = 0

    var body: some View {
        let byDivision = Dictionary(grouping: filteredRows, by: \.division)
        let divisionNames = byDivision.keys.sorted()
        NavigationStack {
            TabView(selection: $selectedDivision) {
                ForEach(Array(divisionNames.enumerated()), id: \.offset) { index, name in
                    List(byDivision[name] ?? []) { row in
                        HStack {
                            Text(row.teamId)
                            Spacer()
                            Text(row.gamesBackText)
                                .foregroundColor(
                                    row.clinched ? Theme.Colors.field : .primary
                                )
                        }
                        .listRowBackground(Color(hex: 0x0E3386, opacity: 0.08))
                    }
                    .tag(index)
                }
            }
            .tabViewStyle(PageTabViewStyle(indexDisplayMode: .always))
            .navigationTitle("Standings")
            .searchable(text: $searchText, prompt: "Find a club")
            .task {
                guard let url = URL(string: "https://api.bullpen.app/standings") else { return }
                if let (data, _) = try? await URLSession.shared.data(from: url),
                   let decoded = try? APIClient.decoder.decode(StandingsResponse.self, from: data) {
                    rows = decoded.rows
                }
            }
        }
    }

    private var filteredRows: [StandingsRow] {
        let terms = searchText.lowercased().split(separator: " ")
        guard !terms.isEmpty else { return rows }
        return rows.filter { row in terms.allSatisfy { row.teamId.lowercased().contains($0) } }
    }
}
