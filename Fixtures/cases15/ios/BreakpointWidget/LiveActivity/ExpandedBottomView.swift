import SwiftUI
import WidgetKit

struct ExpandedBottomView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        VStack(spacing: WidgetMetrics.rowSpacing) {
            Text(state.expanded.setLabel)
            PointsRow(home: state.expanded.homePoints, away: state.expanded.awayPoints)
            Text(state.statusLine)
                .font(.caption)
                .foregroundStyle(Color(red: 0.7, green: 0.7, blue: 0.7))
        }
    }
}

struct PointsRow: View {
    let home: String
    let away: String

    var body: some View {
        HStack {
            Text(home).contentTransition(.numericText())
            Text(away).contentTransition(.numericText())
        }
    }
}
