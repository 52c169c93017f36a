import SwiftUI
import WidgetKit

struct ExpandedLeadingView: View {
    let state: MatchActivityAttributes.ContentState
    let attributes: MatchActivityAttributes

    var body: some View {
        VStack(alignment: .leading, spacing: WidgetMetrics.compactSpacing) {
            Text(attributes.homeCode)
                .font(.title3.weight(.heavy))
            Text(state.display.expanded.homeName)
                .font(.caption)
                .lineLimit(1)
        }
    }
}

struct ExpandedTrailingView: View {
    let state: MatchActivityAttributes.ContentState
    let attributes: MatchActivityAttributes

    var body: some View {
        VStack(alignment: .trailing, spacing: WidgetMetrics.compactSpacing) {
            Text(attributes.awayCode)
                .font(.title3.weight(.heavy))
            Text(state.display.expanded.awayName)
                .font(.caption)
                .lineLimit(1)
        }
    }
}
