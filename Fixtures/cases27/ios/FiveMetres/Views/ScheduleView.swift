import SwiftUI

struct ScheduleView: View {
    @Environment(\.scheduleService) private var scheduleService
    @State private var groups: [CompetitionGroup] = []
    @State private var selectedCompetition: String?
    @State private var query = ""
    var title: String = "Fixtures"

    var body: some View {
        NavigationStack {
            List {
                ForEach(groups, id: \.competitionId) { group in
                    Section(group.headerText) {
                        ForEach(group.matches, id: \.matchId) { item in
                            NavigationLink(value: item.matchId) {
                                MatchRow(item: item)
                            }
                        }
                    }
                }
                let liveCount = groups.flatMap(\.matches).filter { $0.displayState.phase == .live }.count
                if liveCount > 0 {
                    Text("\(liveCount) matches live")
                }
            }
            .navigationTitle(title)
            .searchable(text: $query)
            .onSubmit(of: .search) {
                let terms = query.split(separator: " ").map { $0.lowercased() }
                selectedCompetition = groups.first { group in terms.allSatisfy { group.headerText.lowercased().contains($0) } }?.competitionId
            }
            .toolbar {
                NavigationLink("Settings") { SettingsView() }
            }
            .navigationDestination(for: String.self) { id in
                MatchDetailView(matchId: id, viewModel: MatchDetailViewModel())
            }
            .refreshable { await reload() }
            .task { await reload() }
        }
    }

    private func reload() async {
        do {
            groups = try await scheduleService.schedule().competitions
        } catch {
            print("schedule failed: \(error)")
        }
    }
}
