import SwiftUI

struct MatchDetailView: View {
    let matchId: String
    @Environment(\.scoresService) private var scoresService
    @State private var viewModel: MatchDetailViewModel
    @State private var selectedSection: Section = .scoreboard
    @State private var isShowingStatsHelp = false

    enum Section: String, CaseIterable, Identifiable {
        case scoreboard, stats, points
        var id: String { rawValue }
    }

    init(matchId: String) {
        self.matchId = matchId
        _viewModel = State(initialValue: MatchDetailViewModel(matchId: matchId))
    }

    var body: some View {
        ScrollView {
            VStack(spacing: Spacing.lg) {
                if let match = viewModel.match {
                    header(for: match)
                    ScoreboardView(match: match)
                    Picker("Section", selection: $selectedSection) {
                        Text("Scoreboard").tag(Section.scoreboard)
                        Text("Stats").tag(Section.stats)
                        Text("Point by point").tag(Section.points)
                    }
                    .pickerStyle(.segmented)
                    sectionContent
                } else {
                    ProgressView()
                }
            }
            .padding(Spacing.lg)
        }
        .navigationTitle(viewModel.match?.roundLabel ?? "")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            if let match = viewModel.match {
                ToolbarItem(placement: .topBarTrailing) {
                    FollowButton(match: match)
                }
            }
        }
        .onAppear {
            Task {
                await viewModel.load(using: scoresService)
            }
        }
    }

    @ViewBuilder
    private func header(for match: MatchItem) -> some View {
        VStack(spacing: Spacing.xs) {
            switch match.phase {
            case .live:
                Text("In progress")
            case .suspended:
                Text("Play suspended")
            case .completed, .retired, .walkover:
                Text("Final")
            case .pre:
                Text(match.statusText)
            }
            if let banner = match.bannerText {
                RainDelayBanner(message: banner, resumesAt: nil)
            }
        }
        .font(.subheadline.weight(.semibold))
    }

    @ViewBuilder
    private var sectionContent: some View {
        switch selectedSection {
        case .scoreboard:
            EmptyView()
        case .stats:
            if let stats = viewModel.stats {
                MatchStatsView(stats: stats)
            }
        case .points:
            PointByPointView(events: viewModel.points)
        }
    }
}

#Preview {
    NavigationStack {
        MatchDetailView(matchId: "rg25-ms-f")
    }
}
