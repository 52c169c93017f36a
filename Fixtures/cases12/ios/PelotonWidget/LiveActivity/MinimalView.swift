import SwiftUI
import WidgetKit

struct MinimalView: View {
    let state: StageActivityAttributes.ContentState

    var body: some View {
        Text(state.kmToGoLabel.components(separatedBy: " ").first ?? "")
            .font(.caption2.monospacedDigit())
            .contentTransition(.numericText())
            .foregroundStyle(WidgetColors.accent)
            .minimumScaleFactor(0.6)
    }
}

#Preview("Minimal", as: .dynamicIsland(.minimal), using: LiveActivityPreviewData.attributes) {
    PelotonWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.breakawayState
}
