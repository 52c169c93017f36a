import ActivityKit
import SwiftUI
import WidgetKit

struct CompactLeadingView: View {
    let context: ActivityViewContext<BaulkActivityAttributes>

    var body: some View {
        Text(context.state.display.compact.leadingText)
            .font(.caption.monospacedDigit().bold())
            .contentTransition(.numericText())
            .foregroundStyle(Color.bkChalk)
    }
}

struct CompactTrailingView: View {
    let context: ActivityViewContext<BaulkActivityAttributes>

    var body: some View {
        Text(context.state.display.compact.trailingText)
            .font(.caption.monospacedDigit().bold())
            .foregroundStyle(Color.bkChalk)
    }
}
