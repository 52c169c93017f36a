import SwiftUI

struct TournamentDrawView: View {
    let drawId: String
    @State private var draw: TournamentDraw?
    @State private var selectedPool: String?
    @Environment(\.matchService) private var matchService

    var body: some View {
        Group {
            if let draw {
                VStack(spacing: Theme.Spacing.sm) {
                    Text(draw.title).font(.title2.bold())
                    TabView(selection: $selectedPool) {
                        ForEach(draw.pools) { pool in
                            PoolCard(pool: pool)
                                .tag(Optional(pool.id))
                        }
                    }
                    .tabViewStyle(.page(indexDisplayMode: .always))
                    .indexViewStyle(.page(backgroundDisplayMode: .always))
                }
            } else {
                ProgressView()
            }
        }
        .navigationTitle("Draw")
        .task {
            draw = try? await fetchDraw()
        }
    }

    private func fetchDraw() async throws -> TournamentDraw {
        let url = URL(string: "https://api.centrepass.app/v1/draws/\(drawId)")!
        let data = try Data(contentsOf: url)
        return try JSONDecoder.api.decode(TournamentDraw.self, from: data)
    }
}

struct PoolCard: View {
    let pool: DrawPool

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.xs) {
            Text(pool.title).font(.headline)
            ForEach(pool.fixtures) { match in
                HStack {
                    Text(match.homeTeam.abbreviation)
                    Spacer()
                    Text(match.displayState.scoreline)
                    Spacer()
                    Text(match.awayTeam.abbreviation)
                }
            }
        }
        .cardStyle()
    }
}
