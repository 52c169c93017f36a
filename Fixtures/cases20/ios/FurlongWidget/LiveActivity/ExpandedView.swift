import SwiftUI
import WidgetKit

struct ExpandedView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.xs) {
            ExpandedRunnerRow(label: state.leaderName, value: state.statusText)
            ExpandedRunnerRow(label: state.runnerName, value: state.runnerPositionText)
            HStack {
                Text("SP \(String(state.oddsText.split(separator: "/").first ?? ""))")
                Spacer()
                Text(state.furlongsToGoText)
            }
            .font(.caption)
            .foregroundStyle(WidgetColors.flMuted)
        }
        .animation(.spring(duration: 0.4), value: state.positionNumber)
    }
}

struct ExpandedRunnerRow: View {
    let label: String
    let value: String

    var body: some View {
        HStack {
            Text(label).lineLimit(1)
            Spacer()
            Text(value)
                .monospacedDigit()
                .contentTransition(.numericText())
        }
    }
}

#Preview("Expanded", as: .dynamicIsland(.expanded), using: RaceActivityAttributes(raceId: "ascot-1430", courseName: "Ascot", followedRunnerId: "r9")) {
    FurlongWidgetLiveActivity()
} contentStates: {
    RaceActivityAttributes.ContentState(displayState: LiveActivityDisplayState(headline: "Off 2:35", statusText: "Racing", leaderName: "Baaeed", runnerName: "Baaeed", runnerPositionText: "1st", positionNumber: 1, beatenDistanceText: nil, oddsText: "1/3", furlongsToGoText: "2f out", progress: 0.75, sentiment: .clear, phase: .off, silkEmoji: "🟦"), updatedAt: .now, photoFinish: false)
}
