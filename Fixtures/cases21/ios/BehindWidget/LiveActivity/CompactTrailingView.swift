import SwiftUI
import WidgetKit

struct CompactTrailingView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        let margin = state.homeTotal - state.awayTotal
        Text(margin >= 0 ? "+\(margin)" : "\(margin)")
            .font(.caption.weight(.semibold))
            .contentTransition(.numericText())
            .foregroundColor(margin >= 0 ? .green : .red)
    }
}

#Preview("Compact trailing", as: .dynamicIsland(.compact), using: LiveActivityPreviewData.attributes) {
    BehindWidgetLiveActivity()
} contentStates: {
    MatchActivityAttributes.ContentState(display: LiveActivityPreviewData.final)
}
