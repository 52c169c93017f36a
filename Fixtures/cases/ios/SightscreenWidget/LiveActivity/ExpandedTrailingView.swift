import SwiftUI

struct ExpandedTrailingView: View {
    let expanded: LiveActivityExpanded

    var body: some View {
        VStack(alignment: .trailing, spacing: WidgetTheme.rowSpacing) {
            Text(expanded.oversLine)
                .font(.headline.monospacedDigit())
                .contentTransition(.numericText())
            Text("\(ballsLeftInOver) left this over")
                .font(.caption2)
        }
    }

    private var ballsLeftInOver: Int {
        let ballInOver = expanded.oversLine
            .split(separator: ".")
            .last
            .flatMap { Int($0) } ?? 0
        return 6 - ballInOver
    }
}

#Preview {
    ExpandedTrailingView(expanded: LiveActivityPreviewData.live.displayState.expanded)
}
