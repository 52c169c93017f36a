import SwiftUI

struct StatusPill: View {
    let text: String
    let isLive: Bool

    var body: some View {
        HStack(spacing: WidgetMetrics.tightSpacing) {
            if isLive {
                LivePulse()
            }
            Text(text)
                .font(.caption2.weight(.semibold))
        }
    }
}

struct LivePulse: View {
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced
    @State private var pulsing = false

    var body: some View {
        Circle()
            .fill(WidgetColors.coral)
            .frame(width: WidgetMetrics.rowSpacing, height: WidgetMetrics.rowSpacing)
            .opacity(pulsing && !isLuminanceReduced ? 0.4 : 1)
            .animation(.easeInOut(duration: 1).repeatForever(autoreverses: true), value: pulsing)
            .onAppear { pulsing = true }
    }
}

#Preview {
    StatusPill(text: LiveActivityDisplayState(
        matchId: "preview",
        phase: .live,
        homeCode: "AUS",
        awayCode: "IND",
        homeFlag: "🇦🇺",
        awayFlag: "🇮🇳",
        homeScore: 1,
        awayScore: 1,
        scoreText: "1–1",
        clockText: "22:05",
        periodText: "Q2",
        statusText: "All square",
        cornersText: "PCs 0/2 — 1/3",
        cardsText: nil,
        lastEventText: nil,
        sentiment: .tense,
        periodEndsAt: nil,
        updatedAt: .now
    ).statusText, isLive: true)
}
