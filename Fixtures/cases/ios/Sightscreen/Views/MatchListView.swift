import SwiftUI

struct MatchListView: View {
    @Environment(\.scheduleService) private var scheduleService
    @State private var lastRefreshed: Date?

    private static let refreshFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .none
        formatter.timeStyle = .short
        return formatter
    }()

    var body: some View {
        NavigationStack {
            List {
                ForEach(scheduleService.groups, id: \.league) { group in
                    Section(group.league) {
                        ForEach(group.matches, id: \.matchId) { game in
                            MatchRow(game: game)
                        }
                    }
                }
            }
            .navigationTitle("Matches")
            .refreshable {
                await scheduleService.refresh()
                lastRefreshed = .now
            }
            .task { await scheduleService.refresh() }
            .safeAreaInset(edge: .bottom) {
                if let lastRefreshed {
                    Label {
                        Text(Self.refreshFormatter.string(from: lastRefreshed))
                    } icon: {
                        Image(systemName: "arrow.clockwise")
                    }
                    .font(.caption)
                    .foregroundStyle(.secondary)
                }
            }
        }
    }
}

#Preview {
    MatchListView()
}
