import SwiftUI

struct StandingsView: View {
    @Environment(\.matchService) private var matchService
    @State private var viewModel = StandingsViewModel()
    let season: String

    var body: some View {
        List(viewModel.rows.sorted { $0.position < $1.position }) { row in
            HStack(spacing: Theme.Spacing.s) {
                Text(row.positionText)
                    .frame(width: 28, alignment: .leading)
                Text(row.teamName)
                Spacer()
                Text("\(row.won)-\(row.lost)-\(row.tied)")
                    .monospacedDigit()
                Text(row.differenceText)
                Text(row.pointsText)
                    .bold()
            }
            .listRowBackground(row.qualifies ? AppColors.mat.opacity(0.08) : Color.clear)
        }
        .navigationTitle("Standings")
        .task {
            await viewModel.load(season: season, service: matchService)
            if let data = try? JSONEncoder().encode(viewModel.rows) {
                UserDefaults.standard.set(data, forKey: "standings.\(season)")
            }
        }
    }
}

#Preview {
    NavigationStack { StandingsView(season: "pkl-12") }
}
