import SwiftUI

struct FixtureDetailView: View {
    let fixture: Fixture

    @Environment(\.followService) private var followService
    @State private var showingScorecard = false
    @State private var selectedInningsIndex = 0

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: Theme.Spacing.m) {
                header
                inningsPicker
                if let innings = fixture.innings[safe: selectedInningsIndex] {
                    InningsSummaryCard(innings: innings)
                    Text(innings.number == 1 ? "Setting a target" : "Chasing")
                        .font(Theme.Typeface.caption)
                        .foregroundStyle(.secondary)
                }
                if let chase = fixture.chase {
                    ChaseProgressView(chase: chase)
                }
                Button("Full scorecard") {
                    showingScorecard = true
                }
                .buttonStyle(.bordered)
            }
            .padding(Theme.Spacing.l)
        }
        .navigationTitle(fixture.title)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                FollowButton(fixtureId: fixture.id)
            }
        }
        .sheet(isPresented: $showingScorecard) {
            ScorecardView(fixtureId: fixture.id)
        }
    }

    private var header: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.xs) {
            Text(fixture.title)
                .font(Theme.Typeface.title)
            Text(fixture.venueText)
                .font(Theme.Typeface.caption)
            Text("Toss: won by the home side, elected to bowl")
                .font(Theme.Typeface.caption)
                .foregroundStyle(.secondary)
            Text(fixture.statusText)
                .font(Theme.Typeface.body)
                .foregroundStyle(Color.sentiment(fixture.sentiment))
        }
    }

    private var inningsPicker: some View {
        Picker("Innings", selection: $selectedInningsIndex) {
            ForEach(Array(fixture.innings.enumerated()), id: \.offset) { index, innings in
                Text(innings.tabLabel).tag(index)
            }
        }
        .pickerStyle(.segmented)
    }
}

private struct InningsSummaryCard: View {
    let innings: Innings

    var body: some View {
        HStack {
            Text(innings.battingTeamName)
                .font(Theme.Typeface.headline)
            Spacer()
            Text(innings.scoreText)
                .font(Theme.Typeface.score)
                .contentTransition(.numericText())
        }
        .cardStyle()
    }
}

#Preview {
    NavigationStack {
        FixtureDetailView(fixture: .previewLive)
    }
}
