import SwiftUI
import WidgetKit

struct ExpandedCenterView: View {
    let state: SevenMetreActivityAttributes.ContentState

    var body: some View {
        VStack(spacing: 0) {
            Text(state.scoreline)
                .font(.title2.monospacedDigit().bold())
                .contentTransition(.numericText())
            HalfClockLabel(half: state.halfLabel, clock: state.clockLabel)
        }
    }
}

struct HalfClockLabel: View {
    let half: String
    let clock: String

    var body: some View {
        Text(half + " · " + clock)
            .font(.caption2)
    }
}

#Preview(as: .dynamicIsland(.expanded), using: LiveActivityPreviewData.attributes) {
    SevenMetreWidgetLiveActivity()
} contentStates: {
    SevenMetreActivityAttributes.ContentState(
        scoreline: "18–17",
        homeGoals: 18,
        awayGoals: 17,
        clockLabel: "41:05",
        halfLabel: "2nd half",
        lastEvent: "Timeout France",
        suspensionLabel: nil,
        suspensionEndsAt: nil,
        sentiment: "tight",
        phase: "second_half",
        deepLink: URL(string: "sevenmetre://match/preview")!
    )
}
