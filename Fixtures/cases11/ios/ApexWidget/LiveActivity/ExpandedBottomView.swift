import SwiftUI

struct ExpandedBottomView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        VStack(spacing: WidgetColors.rowSpacing) {
            ForEach(state.expanded.rows) { row in
                TimingRowLine(row: row)
            }
            if let event = state.expanded.lastEvent {
                Text(event)
                    .font(.caption)
                    .lineLimit(1)
            }
        }
    }
}

struct TimingRowLine: View {
    let row: LiveTimingRow

    var body: some View {
        HStack {
            Text(row.positionText)
            Text(row.driverCode)
                .bold(row.isFollowed)
            Spacer()
            Text(row.intervalText)
                .contentTransition(.numericText())
        }
        .font(.caption.monospacedDigit())
    }
}

#Preview {
    ExpandedBottomView(state: LiveActivityPreviewData.racing)
}
