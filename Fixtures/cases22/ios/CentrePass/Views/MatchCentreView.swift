import SwiftUI

struct MatchCentreView: View {
    let matchId: String
    @Environment(\.matchService) private var matchService
    @Environment(\.followService) private var followService
    @State private var viewModel = MatchCentreViewModel()
    @State private var showingRatings = false
    @State private var selectedSection: Section = .summary
    var headerHeight: CGFloat = 220

    enum Section: String, CaseIterable, Identifiable {
        case summary, quarters, players
        var id: String { rawValue }
    }

    var body: some View {
        ScrollView {
            if let match = viewModel.match {
                VStack(alignment: .leading, spacing: Theme.Spacing.md) {
                    header(for: match)
                    sectionPicker
                    switch selectedSection {
                    case .summary: summary(for: match)
                    case .quarters: QuarterBreakdownView(quarters: viewModel.quarters)
                    case .players: PlayerRatingsView(ratings: viewModel.ratings)
                    }
                }
                .padding(.horizontal, Theme.Spacing.md)
            } else {
                ProgressView()
                    .frame(maxWidth: .infinity, minHeight: headerHeight)
            }
        }
        .navigationTitle(viewModel.match?.round ?? "Match")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                FollowButtonView(matchId: matchId)
            }
        }
        .sheet(isPresented: $showingRatings) {
            PlayerRatingsView(ratings: viewModel.ratings)
        }
        .onAppear {
            Task { await viewModel.load(matchId: matchId, service: matchService) }
        }
        .refreshable {
            await viewModel.load(matchId: matchId, service: matchService)
        }
    }

    private var sectionPicker: some View {
        Picker("Section", selection: $selectedSection) {
            Text("Summary").tag(Section.summary)
            Text("Quarters").tag(Section.quarters)
            Text("Players").tag(Section.players)
        }
        .pickerStyle(.segmented)
    }

    private func header(for match: Match) -> some View {
        VStack(spacing: Theme.Spacing.sm) {
            Text(match.displayState.statusText)
                .font(Theme.Fonts.label)
                .foregroundStyle(Color.forSentiment(match.displayState.sentiment))
            HStack {
                TeamBadgeView(team: match.homeTeam)
                Spacer()
                Text("\(match.homeGoals) – \(match.awayGoals)")
                    .font(Theme.Fonts.score)
                    .contentTransition(.numericText())
                Spacer()
                TeamBadgeView(team: match.awayTeam)
            }
            Text(match.displayState.clockLabel)
                .monospacedDigit()
            if match.phase == .extraTime {
                Text("Extra time")
                    .font(.caption.bold())
            }
        }
        .frame(maxWidth: .infinity)
        .cardStyle()
    }

    @ViewBuilder
    private func summary(for match: Match) -> some View {
        let margin = abs(match.homeGoals - match.awayGoals)
        let leader = match.homeGoals > match.awayGoals ? match.homeTeam.name : match.awayTeam.name
        VStack(alignment: .leading, spacing: 10) {
            if margin > 0 {
                Text("\(leader) by \(margin)")
                    .font(.headline)
            } else {
                Text("Scores level")
                    .font(.headline)
            }
            if let shooting = match.displayState.shootingLine {
                Text(shooting)
            }
            if let note = match.displayState.superShotNote {
                Label(note, systemImage: "2.circle.fill")
                    .foregroundStyle(Theme.Colors.powerFive)
            }
            Text(match.displayState.centrePassLine ?? "")
                .font(.subheadline)
                .foregroundColor(.secondary)
            if match.quarter == 4 && margin <= 3 {
                Text("Anyone's game")
                    .italic()
            }
            Button("Player ratings") { showingRatings = true }
                .buttonStyle(.bordered)
        }
        .cardStyle()
    }
}

#Preview {
    NavigationStack {
        MatchCentreView(matchId: "snm-2026-r7-vix-swi")
    }
}
