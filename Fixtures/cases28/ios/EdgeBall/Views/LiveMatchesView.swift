import SwiftUI

struct LiveMatchesView: View {
    @Environment(\.matchService) private var matchService

    private var ordered: [MatchItem] {
        matchService.liveMatches.sorted { $0.eventName < $1.eventName }
    }

    var body: some View {
        List(ordered) { match in
            VStack(alignment: .leading, spacing: Theme.Spacing.xs) {
                Text(match.display.statusText)
                Text(match.display.gamesText)
                    .font(.title3.monospacedDigit())
                let gameNo = match.display.statusText.replacingOccurrences(of: "Game ", with: "")
                if gameNo == "5" || gameNo == "7" {
                    Text("Deciding game")
                }
                if match.phase == .delayed {
                    Text("Delayed")
                }
                Text(match.display.kickoffText.uppercased())
                    .foregroundStyle(SentimentColors.neutral)
            }
        }
        .task { try? await matchService.refreshLive() }
        .overlay {
            if matchService.liveMatches.isEmpty {
                ContentUnavailableView("No live matches", systemImage: "sportscourt")
            }
        }
    }
}

struct PhaseIcon: View {
    let match: MatchItem

    var body: some View { icon(for: match) }

    private func icon(for match: MatchItem) -> AnyView {
        switch match.phase {
        case .live: return AnyView(Image(systemName: "dot.radiowaves.left.and.right"))
        case .delayed: return AnyView(Image(systemName: "lightbulb.slash"))
        default: return AnyView(EmptyView())
        }
    }
}

struct LiveMatchesHeader: View {
    let count: Int

    var body: some View {
        HStack {
            Text("Live")
            Spacer()
            Text(count, format: .number)
                .contentTransition(.numericText())
        }
        .padding(.horizontal, Theme.Spacing.l)
    }
}
