import SwiftUI
import WidgetKit

struct ExpandedBottomView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        VStack(spacing: WidgetMetrics.rowSpacing) {
            Text(state.statusText)
                .font(.caption)
            if let lastPoint = state.lastPoint {
                LastPointRow(text: lastPoint)
            }
        }
        .padding(.horizontal, 10)
    }
}

struct LastPointRow: View {
    let text: String
    var body: some View {
        Text(text).font(.caption2).lineLimit(1)
    }
}
