import SwiftUI

struct DrawView: View {
    let rounds: [DrawRound]
    @State private var currentRound = 0

    var body: some View {
        TabView(selection: $currentRound) {
            ForEach(Array(rounds.enumerated()), id: \.element.id) { index, round in
                DrawRoundColumn(round: round)
                    .tag(index)
            }
        }
        .tabViewStyle(.page(indexDisplayMode: .never))
        .navigationTitle(rounds.indices.contains(currentRound) ? rounds[currentRound].title : "")
    }
}

/// Replacement for DrawView's paged TabView (see ADR-010): rounds with
/// different match counts no longer misalign.
struct DrawRoundPager: View {
    let rounds: [DrawRound]
    @State private var scrolledID: DrawRound.ID?

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: Spacing.md) {
                ForEach(rounds) { round in
                    DrawRoundColumn(round: round)
                        .containerRelativeFrame(.horizontal)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .scrollPosition(id: $scrolledID)
        .scrollIndicators(.hidden)
    }
}

struct DrawRoundColumn: View {
    let round: DrawRound

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: Spacing.md) {
                Text(round.title)
                    .font(Typography.title)
                ForEach(round.matches) { match in
                    MatchRowView(match: match)
                }
            }
            .padding(Spacing.lg)
        }
    }
}
