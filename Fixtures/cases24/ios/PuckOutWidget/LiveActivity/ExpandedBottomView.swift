import AppIntents
import SwiftUI

struct ExpandedBottomView: View {
    let expanded: LiveActivityExpanded
    let sinBinEndsAt: Date?

    var body: some View {
        VStack(alignment: .leading, spacing: WidgetLayout.compactSpacing) {
            Text(expanded.scoreFlowText)
                .font(.caption)
            if let cards = expanded.cardsText {
                CardsLine(text: cards, endsAt: sinBinEndsAt)
            }
            HStack {
                Button(intent: MuteMatchIntent()) {
                    Label("Mute", systemImage: "bell.slash")
                }
                Button(intent: RefreshScoreIntent()) {
                    Label("Refresh", systemImage: "arrow.clockwise")
                }
            }
            .font(.caption2)
            Text(expanded.footerText)
                .font(.caption2)
                .foregroundStyle(WidgetColors.secondaryText)
        }
        .transition(.opacity.animation(.linear(duration: 4)))
    }
}

struct CardsLine: View {
    let text: String
    let endsAt: Date?

    var body: some View {
        HStack(spacing: WidgetLayout.compactSpacing) {
            Text(text)
            if let endsAt, endsAt > .now {
                Text(endsAt, style: .timer)
                    .monospacedDigit()
            }
        }
        .font(.caption2)
    }
}

#Preview {
    ExpandedBottomView(
        expanded: LiveActivityExpanded(titleText: "Galway v Clare", scoreFlowText: "Clare 0-4 unanswered", cardsText: "Yellow card, 41'", footerText: "Pearse Stadium"),
        sinBinEndsAt: nil
    )
}
