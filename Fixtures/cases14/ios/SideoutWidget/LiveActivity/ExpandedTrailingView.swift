import SwiftUI
import WidgetKit

struct ExpandedTrailingView: View {
    let attributes: SideoutActivityAttributes
    let state: LiveActivityDisplayState

    var body: some View {
        VStack(alignment: .trailing, spacing: WidgetMetrics.rowSpacing) {
            Text(attributes.awayFlag).font(.title2)
            Text(state.awayScore)
                .font(.title.bold())
                .contentTransition(.numericText())
                .animation(.spring(duration: 2.5), value: state.awayScore)
            Text("\((Int(state.awaySets) ?? 0) + 1) sets to win")
                .font(.caption)
        }
    }
}
