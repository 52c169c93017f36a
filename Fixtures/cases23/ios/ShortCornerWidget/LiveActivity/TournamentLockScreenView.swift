import SwiftUI
import WidgetKit

struct TournamentLockScreenView: View {
    let state: TournamentDayAttributes.ContentState

    @Environment(\.activityFamily) private var activityFamily

    var body: some View {
        switch activityFamily {
        case .small:
            VStack {
                Text(state.headline).font(.caption.bold())
                Toggle(isOn: false, intent: MuteMatchIntent(matchId: state.fixtures.first?.id ?? "")) {
                    Image(systemName: "bell")
                }
            }
        default:
            VStack(alignment: .leading, spacing: WidgetMetrics.rowSpacing) {
                Text(state.headline).font(.headline)
                ForEach(state.fixtures.prefix(3)) { fixture in
                    HStack {
                        Text(fixture.pairingText)
                        Spacer()
                        Text(fixture.scoreText).monospacedDigit()
                        Text(fixture.statusText).font(.caption2)
                    }
                }
            }
            .padding(WidgetMetrics.lockScreenMargin)
        }
    }
}

#Preview("Tournament day", as: .content, using: TournamentPreviewData.attributes) {
    TournamentDayLiveActivity()
} contentStates: {
    TournamentDayAttributes.ContentState(
        leadingText: "3 live",
        trailingText: "Day 4",
        headline: "Pool B — day 4",
        fixtures: []
    )
}
