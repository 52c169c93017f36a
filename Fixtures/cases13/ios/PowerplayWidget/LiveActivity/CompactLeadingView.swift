import SwiftUI
import WidgetKit

struct CompactLeadingView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        Text(state.compact.leadingText)
            .font(.system(.caption, design: .rounded).weight(.bold))
            .foregroundStyle(WidgetColors.amber)
            .minimumScaleFactor(0.8)
    }
}

#Preview("Compact leading", as: .dynamicIsland(.compact), using: PowerplayAttributes.preview) {
    PowerplayWidgetLiveActivity()
} contentStates: {
    LiveActivityDisplayState.previewChase
}
