import ActivityKit
import SwiftUI
import WidgetKit

struct CompactLeadingView: View {
    let context: ActivityViewContext<RoundActivityAttributes>

    var body: some View {
        HStack(spacing: 2) {
            Text(countryFlag(context.attributes.countryCode))
            Text(context.state.positionDisplay)
                .font(.caption2.weight(.semibold).monospacedDigit())
                .contentTransition(.numericText())
        }
    }

    private func countryFlag(_ code: String) -> String {
        ["USA": "🇺🇸", "NIR": "🇬🇧", "JPN": "🇯🇵", "ESP": "🇪🇸"][code] ?? "⛳️"
    }
}

#Preview("Compact leading", as: .dynamicIsland(.compact), using: LiveActivityPreviewData.attributes) {
    FairwayWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.leaderState
    LiveActivityPreviewData.chasingState
}
