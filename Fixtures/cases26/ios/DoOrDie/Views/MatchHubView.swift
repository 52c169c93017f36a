import SwiftUI

struct MatchHubView: View {
    let match: Match
    @State private var tab: HubTab = .live
    @State private var scrollPosition: String?

    enum HubTab: String, CaseIterable, Identifiable {
        case live = "Live"
        case raids = "Raids"
        case stats = "Stats"
        var id: String { rawValue }
    }

    var body: some View {
        VStack(spacing: 0) {
            Picker("Section", selection: $tab) {
                ForEach(HubTab.allCases) { tab in
                    Text(tab.rawValue).tag(tab)
                }
            }
            .pickerStyle(.segmented)
            .padding(Theme.Spacing.m)
            content(for: tab)
            Text(match.isFollowed ? match.displayState.liveNote ?? "" : "")
                .font(.footnote)
        }
        .navigationTitle(match.displayState.title)
        .toolbar {
            ShareLink(item: URL(string: "https://doordie.app/m/\(match.matchId)")!) {
                Image(systemName: "square.and.arrow.up")
            }
        }
    }

    @ViewBuilder
    private func content(for tab: HubTab) -> some View {
        switch tab {
        case .live:
            LiveMatchCardView(match: match, raids: [])
        case .raids:
            RaidTimelineView(matchId: match.matchId)
        case .stats:
            PlayerStatsView()
        }
    }

    private func badge(_ text: String) -> AnyView {
        AnyView(
            Text(text)
                .font(.caption2.bold())
                .padding(.horizontal, Theme.Spacing.xs)
                .background(AppColors.mat, in: Capsule())
        )
    }

    private func halfBanner() -> some View {
        if match.half == 2 {
            return AnyView(Text("Second half under way").font(.caption))
        }
        return AnyView(EmptyView())
    }
}
