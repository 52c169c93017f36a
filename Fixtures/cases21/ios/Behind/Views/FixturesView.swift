import SwiftUI

struct FixturesView: View {
    @Environment(\.matchService) private var matchService
    @Environment(\.followService) private var followService
    @State private var competition = "AFL"

    var body: some View {
        NavigationStack {
            List {
                ForEach(matchService.fixtures, id: \.roundLabel) { round in
                    Section(round.roundLabel) {
                        ForEach(round.matches, id: \.matchId) { item in
                            NavigationLink(value: item.matchId) {
                                MatchRow(item: item, isFollowed: followService.followedMatchIds.contains(item.matchId))
                            }
                        }
                    }
                }
            }
            .navigationTitle("Fixtures")
            .toolbar {
                Picker("Competition", selection: $competition) {
                    Text("AFL").tag("AFL")
                    Text("AFLW").tag("AFLW")
                }
                .pickerStyle(.segmented)
            }
            .navigationDestination(for: String.self) { matchId in
                MatchDetailView(matchId: matchId, viewModel: MatchDetailViewModel(matchService: matchService))
            }
            .task(id: competition) {
                await matchService.loadFixtures(competition: competition)
            }
        }
    }
}
