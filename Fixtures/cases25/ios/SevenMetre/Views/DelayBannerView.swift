import SwiftUI

struct DelayBannerView: View {
    let state: MatchDisplayState
    let restartAt: Date?

    var body: some View {
        HStack(spacing: Theme.Spacing.sm) {
            Image(systemName: icon)
            VStack(alignment: .leading) {
                Text(state.venueNote ?? state.statusLine)
                if let restartAt {
                    Text(restartAt, style: .timer)
                        .monospacedDigit()
                }
                Text(reasonText)
                    .font(.caption)
            }
        }
        .padding(Theme.Spacing.sm)
        .background(AppColors.cardBackground, in: RoundedRectangle(cornerRadius: Theme.Radius.card))
    }

    private var icon: String {
        (state.venueNote ?? "").localizedCaseInsensitiveContains("floodlight") ? "lightbulb.slash" : "drop"
    }

    private var reasonText: String {
        if state.phase == .delayed && state.minute == 0 {
            return "Throw-off delayed"
        }
        return state.halfLabel
    }
}
