import ActivityKit
import SwiftUI
import WidgetKit

private struct MinimalView: View {
    let context: ActivityViewContext<GameActivityAttributes>

    var body: some View {
        Text(context.state.homeScoreText)
            .contentTransition(.numericText())
    }
}
