import SwiftUI
import WidgetKit

struct MinimalView: View {
    let state: LiveActivityContentState

    var body: some View {
        Text(state.minimalText)
            .font(.caption2.bold())
            .contentTransition(.numericText())
            .foregroundStyle(state.isFastestLap ? Color.purple : WidgetColors.accent)
            .animation(.easeInOut(duration: 2.5), value: state.minimalText)
    }
}

#Preview("Minimal", as: .dynamicIsland(.minimal), using: LiveActivityPreviewData.attributes) {
    PitstopWidgetLiveActivity()
} contentStates: {
    LiveActivityContentState(
        phase: .live,
        flag: .safetyCar,
        sentiment: .neutral,
        compact: LiveActivityCompact(positionText: "P1", gapText: "LEADER"),
        expanded: LiveActivityExpanded(headline: "Safety car", lapText: "Lap 12/57", tyreText: "Medium, 12 laps", intervalAheadText: nil, lastEventText: nil, flagText: "SC"),
        minimalText: "P1",
        isFastestLap: false,
        updatedAt: 1_779_990_000
    )
}
