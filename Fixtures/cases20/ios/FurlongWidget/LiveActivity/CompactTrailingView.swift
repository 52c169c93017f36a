import SwiftUI
import WidgetKit

struct CompactTrailingView: View {
    let state: LiveActivityDisplayState
    let raceId: String

    var body: some View {
        Link(destination: URL(string: "furlong://race/\(raceId)/odds")!) {
            Text(state.runnerPositionText)
                .font(.caption.bold().monospacedDigit())
                .contentTransition(.numericText())
                .foregroundStyle(WidgetColors.flAmber)
        }
    }
}
