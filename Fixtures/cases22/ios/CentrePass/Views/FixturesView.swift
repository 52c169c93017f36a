import SwiftUI

struct FixturesView: View {
    @Environment(\.matchService) private var matchService
    @State private var viewModel = FixturesViewModel()
    @State private var showLiveOnly = false

    private static let kickoffFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "EEE d MMM, h:mm a"
        return formatter
    }()

    var body: some View {
        List {
            Toggle("Live only", isOn: $showLiveOnly)
            ForEach(viewModel.groups, id: \.leagueId) { group in
                Section(group.title) {
                    ForEach(showLiveOnly ? group.matches.filter(\.isLive) : group.matches) { item in
                        NavigationLink(value: item.matchId) {
                            row(for: item)
                        }
                    }
                }
            }
        }
        .navigationTitle("Fixtures")
        .navigationDestination(for: String.self) { matchId in
            MatchCentreView(matchId: matchId)
        }
        .task {
            await viewModel.load(service: matchService)
        }
        .overlay {
            if viewModel.groups.isEmpty && !viewModel.isLoading {
                ContentUnavailableView("No fixtures", systemImage: "calendar")
            }
        }
    }

    private func row(for item: MatchItem) -> some View {
        HStack(spacing: Theme.Spacing.sm) {
            VStack(alignment: .leading) {
                Text(item.title).font(.headline)
                Text(item.subtitle)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if item.isLive {
                Text(item.scoreline ?? item.statusText)
                    .monospacedDigit()
            } else {
                Text(kickoffText(item.startTime))
                    .font(.caption)
            }
        }
    }

    private func kickoffText(_ iso: String) -> String {
        guard let date = ISO8601DateFormatter().date(from: iso) else { return iso }
        return Self.kickoffFormatter.string(from: date)
    }
}
