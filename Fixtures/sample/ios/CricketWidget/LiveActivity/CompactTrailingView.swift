import SwiftUI
import WidgetKit

/// The compact trailing pill: the score as the backend formatted it.
struct CompactTrailingView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        Text(state.scoreLine)
            .font(.caption.monospacedDigit())
            .animation(.easeOut(duration: 0.3), value: state.scoreLine)
    }
}

/// The minimal presentation, shown when several matches are live.
struct MinimalScoreView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        Text(state.shortScore)
            .font(.caption2)
    }
}

#Preview {
    CompactTrailingView(state: LiveActivityPreviewData.live)
}
