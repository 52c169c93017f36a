import SwiftUI
import WidgetKit

struct MinimalView: View {
    let state: MatchActivityAttributes.ContentState

    var body: some View {
        Text(state.display.compact.scoreText)
            .font(.caption2.weight(.bold).monospacedDigit())
            .minimumScaleFactor(0.6)
            .foregroundStyle(state.display.sentiment == .tight ? Color.maulGold : .white)
    }
}

#Preview("Minimal", as: .dynamicIsland(.minimal), using: LiveActivityPreviewData.attributes) {
    MaulWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.secondHalf
}
