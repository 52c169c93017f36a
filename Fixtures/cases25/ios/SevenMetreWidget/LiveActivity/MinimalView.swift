import SwiftUI
import WidgetKit

struct MinimalView: View {
    let state: SevenMetreActivityAttributes.ContentState

    var body: some View {
        let diff = state.homeGoals - state.awayGoals
        Text(diff >= 0 ? "+\(diff)" : "\(diff)")
            .font(.caption2.bold())
            .contentTransition(.numericText())
            .frame(width: WidgetMetrics.minimalWidth)
    }
}
