import SwiftUI

struct MatchListView: View {
    @Environment(\.matchService) private var matchService
    @Environment(\.followService) private var followService
    @State private var viewModel = MatchListViewModel()
    @State private var showLiveOnly = false

    var body: some View {
        NavigationStack {
            List {
                Toggle("Live now", isOn: $showLiveOnly)
                ForEach(viewModel.groups(from: matchService.schedule), id: \.competitionId) { group in
                    Section(group.headerText) {
                        let matches = showLiveOnly ? group.matches.filter { $0.displayState.isLive } : group.matches
                        ForEach(matches, id: \.matchId) { item in
                            NavigationLink(value: item.matchId) {
                                MatchRow(item: item, isFollowed: followService.followedMatchIds.contains(item.matchId))
                            }
                        }
                    }
                }
                if let updated = matchService.schedule?.generatedAt {
                    Text("Updated \(updated.formatted(date: .omitted, time: .shortened))")
                        .font(.caption2)
                        .foregroundStyle(.tertiary)
                }
            }
            .navigationTitle("Fixtures")
            .navigationDestination(for: String.self) { matchId in
                MatchDetailView(matchId: matchId)
            }
            .refreshable {
                try? await matchService.loadSchedule()
            }
            .onAppear {
                Task {
                    try? await matchService.loadSchedule()
                }
            }
        }
    }
}

#Preview {
    MatchListView()
}
