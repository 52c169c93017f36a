import SwiftUI

struct MatchDetailView: View {
    let match: MatchItem

    @Environment(\.matchService) private var matchService
    @Environment(\.followService) private var followService
    @State private var viewModel: MatchDetailViewModel
    @State private var showsFrameList = false
    @State private var selectedFrame: FrameScore?

    init(match: MatchItem) {
        self.match = match
        _viewModel = State(initialValue: MatchDetailViewModel(match: match))
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: Theme.Spacing.section) {
                header
                scoreboard
                breakSection
                framesSection
            }
            .padding(Theme.Spacing.screen)
        }
        .navigationTitle(match.displayState.headline)
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button("Follow") {
                    Task { await followService.follow(matchId: match.matchId) }
                }
            }
        }
        .task {
            await viewModel.refresh(using: matchService)
        }
    }

    private var header: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.tight) {
            Text(match.displayState.statusText)
                .font(.caption.weight(.semibold))
                .foregroundStyle(Theme.Colors.status(for: match.status))
            Text("\(match.player1.shortName) v \(match.player2.shortName)")
                .font(.title2.bold())
            Text("Best of \(match.bestOf) frames")
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
    }

    private var scoreboard: some View {
        let framesNeeded = match.bestOf / 2 + 1
        return HStack {
            PlayerBadgeView(player: match.player1)
            Spacer()
            VStack {
                Text(match.displayState.scoreline)
                    .font(.system(.largeTitle, design: .rounded).monospacedDigit())
                    .contentTransition(.numericText())
                Text("First to \(framesNeeded)")
                    .font(.caption)
            }
            Spacer()
            PlayerBadgeView(player: match.player2)
        }
    }

    @ViewBuilder
    private var breakSection: some View {
        if let current = match.currentBreak {
            BreakTickerView(breakEvent: current, playerName: playerName(for: current.playerId))
        }
        if let remaining = match.displayState.pointsRemainingText {
            Text(remaining)
                .font(.footnote)
        }
        match.displayState.snookersRequiredText.map { Text($0).font(.footnote.bold()) }
    }

    private var framesSection: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.tight) {
            Button(showsFrameList ? "Hide frames" : "Show all frames") {
                withAnimation(.easeInOut(duration: 0.25)) { showsFrameList.toggle() }
            }
            if showsFrameList {
                ForEach(match.frames, id: \.frameNumber) { frame in
                    FrameRowView(frame: frame, isSelected: frame == selectedFrame)
                        .onTapGesture { selectedFrame = frame }
                        .accessibilityLabel("Frame \(frame.frameNumber), \(frame.points1) to \(frame.points2)")
                }
            } else {
                Text(match.displayState.frameLine)
            }
        }
    }

    private func playerName(for playerId: String) -> String {
        playerId == match.player1.playerId ? match.player1.name : match.player2.name
    }
}

#Preview {
    NavigationStack {
        MatchDetailView(match: .previewLive)
    }
}
