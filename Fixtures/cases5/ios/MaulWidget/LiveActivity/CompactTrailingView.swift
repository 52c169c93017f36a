import SwiftUI
import WidgetKit

fileprivate struct CompactTrailingView: View {
    let state: MatchActivityAttributes.ContentState

    var body: some View {
        Text("\(state.homeScore)-\(state.awayScore)")
            .font(.caption.weight(.bold).monospacedDigit())
            .foregroundColor(.maulGold)
            .contentTransition(.numericText())
    }
}

#Preview("Compact trailing", as: .dynamicIsland(.compact), using: LiveActivityPreviewData.attributes) {
    MaulWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.secondHalf
}
