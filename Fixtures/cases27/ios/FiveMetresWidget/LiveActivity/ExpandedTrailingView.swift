import SwiftUI
import WidgetKit

struct ExpandedTrailingView: View {
    let expanded: LiveActivityExpanded

    var body: some View {
        VStack(alignment: .trailing, spacing: WidgetTheme.rowSpacing) {
            Text(expanded.awayName)
            Text(expanded.awayScoreText)
                .contentTransition(.numericText())
            if let shot = expanded.shotClockText {
                Text(shot)
                    .foregroundStyle(Int(shot) ?? 30 <= 5 ? WidgetColors.urgent : .secondary)
            }
        }
    }
}
