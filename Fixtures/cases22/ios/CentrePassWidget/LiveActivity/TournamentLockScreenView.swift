import SwiftUI

struct TournamentLockScreenView: View {
    let state: TournamentActivityAttributes.ContentState

    var body: some View {
        HStack(spacing: WidgetMetrics.scoreSpacing) {
            Text(state.leaderFlag)
            Text(state.headline)
                .font(.caption)
            Spacer()
            Text(state.leaderScore)
                .font(.headline)
        }
        .padding(WidgetMetrics.margin)
    }
}

#Preview {
    TournamentLockScreenView(state: TournamentActivityAttributes.ContentState(
        leaderFlag: "🇦🇺",
        leaderScore: "3–0",
        currentMatchId: "nwc-2027-aus-jam",
        headline: "Diamonds top Pool A"
    ))
}
