import SwiftUI

private enum HeroCopy {
    static let liveBadge = "LIVE NOW"
}

/// Big header at the top of the match screen.
struct MatchHeroView: View {
    let match: MatchSummary

    var body: some View {
        VStack(spacing: Theme.Spacing.medium) {
            HStack {
                Text(match.home.flagEmoji)
                Text(match.display.scoreText)
                    .font(.largeTitle.monospacedDigit())
                    .contentTransition(.numericText())
                Text(match.away.flagEmoji)
            }
            if match.display.isLive {
                Text(HeroCopy.liveBadge)
                    .font(.caption.bold())
                    .padding(.horizontal, 6)
                    .background(Color("BoundaryRed"), in: Capsule())
            }
            Text(subtitle)
                .foregroundStyle(.secondary)
            resultBanner
            if let innings = match.innings.last {
                oversBar(for: innings)
            }
        }
    }

    private var subtitle: String {
        switch (match.sport, match.state) {
        case (.football, .interval): return "Half-time"
        default: return match.display.statusText
        }
    }

    private var resultBanner: some View {
        guard match.state == .finished, let result = match.display.resultText else {
            return AnyView(EmptyView())
        }
        return AnyView(Text(result).font(.headline))
    }

    private func oversBar(for innings: InningsLine) -> some View {
        let fraction = Double(innings.legalBalls) / Double(innings.maxBalls)
        return GeometryReader { proxy in
            let trackWidth = proxy.size.width - Theme.Spacing.large * 2
            Capsule()
                .fill(match.display.accent)
                .frame(width: max(8, trackWidth * fraction), height: 4)
        }
        .frame(height: 4)
    }
}
