import SwiftUI

struct ScoresView: View {
    @Environment(\.matchService) private var matchService
    @Environment(\.followService) private var followService
    @State private var viewModel = ScoresViewModel()

    var body: some View {
        NavigationStack {
            let groups = viewModel.visibleGroups(from: matchService.schedule, followed: followService.followedMatchIds)
                .sorted { lhs, rhs in
                    lhs.matches.filter { $0.status == .live }.count > rhs.matches.filter { $0.status == .live }.count
                }
            List {
                DayPicker(days: viewModel.days, selection: $viewModel.selectedDay)
                ForEach(groups, id: \.tournamentId) { group in
                    Section {
                        ForEach(group.matches) { match in
                            NavigationLink(value: match.matchId) {
                                MatchRowView(match: match, isFollowed: followService.followedMatchIds.contains(match.matchId))
                            }
                        }
                    } header: {
                        HStack(spacing: Theme.Spacing.sm) {
                            SurfaceIcon(surface: group.surface)
                            Text(group.name)
                        }
                    }
                }
            }
            .overlay {
                if groups.isEmpty {
                    ContentUnavailableView(
                        "Nothing to show",
                        systemImage: "tennisball",
                        description: Text("Follow a player and their next match shows up here.")
                    )
                }
            }
            .navigationTitle("Scores")
            .navigationDestination(for: String.self) { MatchDetailView(matchId: $0) }
            .toolbar {
                Toggle("Followed only", isOn: $viewModel.showFollowedOnly)
            }
            .onAppear { Task { try? await matchService.loadSchedule(day: viewModel.selectedDay) } }
            .onChange(of: viewModel.selectedDay) { _, day in
                Task { try? await matchService.loadSchedule(day: day) }
            }
            .refreshable {
                try? await matchService.loadSchedule(day: viewModel.selectedDay)
            }
        }
    }
}

#Preview {
    ScoresView()
}
