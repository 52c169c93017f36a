import SwiftUI
import WidgetKit

struct ExpandedTeamView: View {
    let flag: String
    let abbrev: String
    let score: String

    var body: some View {
        VStack(spacing: WidgetMetrics.tightSpacing) {
            Text(flag)
                .font(.title2)
            Text(abbrev)
                .font(.caption.weight(.semibold))
            Text(score)
                .font(.title.bold().monospacedDigit())
                .contentTransition(.numericText())
        }
        .padding(.horizontal, 6)
    }
}

#Preview("Expanded", as: .dynamicIsland(.expanded), using: LiveActivityPreviewData.attributes) {
    FaceoffWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.secondPeriod
}
