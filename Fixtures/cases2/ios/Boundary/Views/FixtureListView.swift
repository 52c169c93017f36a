import SwiftUI

struct FixtureListView: View {
    let groups: [CompetitionGroup]
    let refreshedAt: Date
    @Environment(\.scheduleService) private var scheduleService
    @AppStorage("compactScores") private var compactScores = false

    private static let dayHeader: DateFormatter = {
        let formatter = DateFormatter()
        formatter.setLocalizedDateFormatFromTemplate("EEEdMMM")
        return formatter
    }()

    var body: some View {
        List {
            if let featured = groups.first {
                Section(featured.title) {
                    ForEach(featured.matches.prefix(3)) { match in
                        row(for: match)
                    }
                }
            }
            ForEach(Array(groups.dropFirst()), id: \.title) { group in
                Section(group.title) {
                    ForEach(group.matches) { match in
                        row(for: match)
                    }
                }
            }
            LastRefreshedFooter(refreshedAt: refreshedAt)
        }
        .refreshable { await scheduleService.refresh() }
    }

    // was: if match.state == .live { Text("LIVE") } — the badge now comes from badgeText.
    @ViewBuilder
    private func row(for match: MatchSummary) -> some View {
        if compactScores {
            HStack {
                Text(match.display.scoreText)
                Spacer()
                Text(match.display.badgeText)
            }
        } else {
            VStack(alignment: .leading) {
                MatchCardView(match: match, showsCompetition: false)
                Text(Self.dayHeader.string(from: match.kickoff))
                    .font(.caption2)
            }
        }
    }
}
