import SwiftUI
import WidgetKit

struct CompactTrailingView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        Text(state.phase == .tiebreak ? "TB \(state.expanded.homePoints)-\(state.expanded.awayPoints)" : state.compact.trailingLabel)
            .contentTransition(.numericText())
            .foregroundColor(Color.bpBall)
    }
}
