import SwiftUI
import WidgetKit

struct MinimalGamesView: View {
    let text: String

    var body: some View {
        Text(text)
            .font(.caption2.monospacedDigit())
            .contentTransition(.numericText())
            .animation(.easeOut(duration: 2), value: text)
    }
}

#Preview("Minimal", as: .dynamicIsland(.minimal), using: LiveActivityPreviewData.attributes) {
    NicklineWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.matchBall
}
