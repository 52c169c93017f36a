import ActivityKit
import SwiftUI
import WidgetKit

struct ExpandedLeadingView: View {
    let context: ActivityViewContext<RoundActivityAttributes>

    // Island background is always black: use foregroundStyle, never foregroundColor(_:).
    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(context.attributes.playerName)
                .font(.caption.weight(.semibold))
                .lineLimit(1)
            Text(context.state.positionDisplay)
                .font(.title3.weight(.bold).monospacedDigit())
                .contentTransition(.numericText())
        }
    }
}
