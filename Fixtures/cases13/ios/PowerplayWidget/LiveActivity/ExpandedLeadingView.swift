import SwiftUI
import WidgetKit

struct ExpandedLeadingView: View {
    let attributes: PowerplayAttributes

    var body: some View {
        VStack(alignment: .leading, spacing: WidgetMetrics.tightSpacing) {
            Text(FlagEmoji.flag(for: attributes.homeCode))
                .font(.title2)
            Text(attributes.homeCode)
                .font(.caption.weight(.semibold))
        }
    }
}

#Preview("Expanded", as: .dynamicIsland(.expanded), using: PowerplayAttributes.preview) {
    PowerplayWidgetLiveActivity()
} contentStates: {
    LiveActivityDisplayState.previewChase
}
