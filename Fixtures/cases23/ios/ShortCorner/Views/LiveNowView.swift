import SwiftUI

struct LiveNowView: View {
    @Environment(\.matchService) private var matchService

    var body: some View {
        ScrollView {
            LazyVStack(spacing: Theme.Spacing.m) {
                let live = (matchService.schedule?.groups ?? []).flatMap(\.matches).filter(\.isLive)
                ForEach(live, id: \.matchId) { match in
                    NavigationLink(value: match.matchId) {
                        MatchRow(match: match)
                            .padding(Theme.Spacing.m)
                            .background(RoundedRectangle(cornerRadius: Theme.Radius.card).fill(.thinMaterial))
                    }
                }
            }
            .padding(.horizontal, Theme.Spacing.l)
        }
        .navigationTitle("Live")
        .navigationDestination(for: String.self) { MatchCenterView(matchId: $0) }
        .task {
            while !Task.isCancelled {
                await matchService.refreshLive()
                try? await Task.sleep(for: .seconds(20))
            }
        }
    }
}

#Preview {
    NavigationStack { LiveNowView() }
}
