import SwiftUI

struct LiveScoreCard: View {
    let match: MatchItem
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.tight) {
            Text(match.displayState.headline)
                .font(.headline)
            content(for: match.status)
            footer
        }
        .padding(Theme.Spacing.card)
        .background(
            RoundedRectangle(cornerRadius: Theme.Radius.card)
                .fill(colorScheme == .dark ? Theme.Colors.cardDark : Theme.Colors.cardLight)
        )
    }

    private func content(for status: MatchStatus) -> AnyView {
        switch status {
        case .live, .interval:
            return AnyView(Text(match.displayState.scoreline).font(.title.monospacedDigit()))
        case .scheduled, .betweenSessions:
            return AnyView(Text(match.displayState.statusText))
        case .concluded, .walkover:
            return AnyView(EmptyView())
        }
    }

    @ViewBuilder
    private var footer: some View {
        if match.displayState.isFrameBall, let text = match.displayState.frameBallText {
            Label(text, systemImage: "circle.circle")
                .font(.caption.bold())
                .foregroundStyle(Theme.Colors.frameBall)
        }
    }

    /// Erases the chip for the horizontally-scrolling strip, which needs a single element type.
    func eraseForStrip() -> AnyView {
        AnyView(self.frame(width: Theme.Layout.stripCardWidth))
    }

    private func sentimentBadge(_ sentiment: String) -> AnyView {
        if sentiment == "historic" {
            return AnyView(Image(systemName: "star.fill").foregroundStyle(Theme.Colors.maximum))
        } else {
            return AnyView(EmptyView())
        }
    }
}

#Preview {
    LiveScoreCard(match: .previewLive)
}
