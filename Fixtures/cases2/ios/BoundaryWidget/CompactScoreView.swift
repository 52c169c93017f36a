import SwiftUI
import WidgetKit

struct CompactScoreView: View {
    let state: BoundaryMatchAttributes.ContentState

    var body: some View {
        Text(state.scoreText.prefix { $0 != "/" })
            .font(.caption.monospacedDigit())
            .contentTransition(.numericText())
            .accessibilityLabel("Match in progress")
    }
}
