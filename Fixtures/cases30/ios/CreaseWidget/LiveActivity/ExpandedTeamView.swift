import SwiftUI
import WidgetKit

struct ExpandedTeamView: View {
    let emoji: String
    let abbrev: String

    var body: some View {
        VStack(spacing: WidgetMetrics.rowGap) {
            Text(emoji).font(.title2)
            Text(abbrev).font(.caption.bold())
        }
    }
}

#Preview("Expanded team", as: .dynamicIsland(.expanded), using: LiveActivityPreviewData.attributes) {
    CreaseWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.thirdQuarter
}
