import ActivityKit
import SwiftUI
import WidgetKit

struct CompactTrailingView: View {
    let context: ActivityViewContext<GameActivityAttributes>

    var body: some View {
        Text(context.state.homeScoreText)
            .contentTransition(.numericText())
            .foregroundStyle(Color(hex: 0xF2C230))
    }
}
