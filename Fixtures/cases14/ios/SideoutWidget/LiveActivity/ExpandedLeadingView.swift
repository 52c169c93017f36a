import SwiftUI
import WidgetKit

struct ExpandedLeadingView: View {
    let attributes: SideoutActivityAttributes
    let state: LiveActivityDisplayState

    var body: some View {
        VStack(alignment: .leading, spacing: WidgetMetrics.rowSpacing) {
            Text(attributes.homeFlag).font(.title2)
            Text(state.homeScore)
                .font(.title.bold())
                .contentTransition(.numericText())
                .foregroundStyle(Color(red: 1.0, green: 0.62, blue: 0.1))
            Text(state.homeSets)
                .font(.caption)
        }
    }
}
