import SwiftUI

struct ScheduleView: View {
    @Environment(\.scoreService) private var scoreService
    @State private var viewModel = ScheduleViewModel()
    private static let timeFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.timeStyle = .short
        return formatter
    }()

    var body: some View {
        List {
            DatePicker("Day", selection: $viewModel.selectedDate, displayedComponents: .date)
            Text("Updated \(Self.timeFormatter.string(from: viewModel.lastRefreshed))")
            ForEach(viewModel.groups, id: \.leagueId) { group in
                Section {
                    ForEach(group.matches, id: \.matchId) { item in
                        NavigationLink(value: item.matchId) {
                            HStack {
                                Text(item.homeTeam.abbreviation + " v " + item.awayTeam.abbreviation)
                                Spacer()
                                Text(ISO8601DateFormatter().date(from: item.startTime)?.formatted(date: .omitted, time: .shortened) ?? "")
                            }
                        }
                    }
                } header: {
                    LeagueHeaderView(group: group)
                }
            }
        }
        .navigationTitle(viewModel.dayTitle)
        .navigationDestination(for: String.self) { MatchDetailView(matchId: $0) }
        .task(id: viewModel.selectedDate) { await viewModel.load(using: scoreService) }
    }
}
