import SwiftUI
import WidgetKit

private struct RainDelayBannerView: View {
    let state: LiveActivityDisplayState
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced

    var body: some View {
        HStack(spacing: WidgetMetrics.rowSpacing) {
            Image(systemName: "cloud.rain.fill")
                .symbolEffect(.variableColor, isActive: !isLuminanceReduced)
            Text(state.statusLine)
            Spacer()
            Text(state.compact.minimalLabel)
                .font(.caption.monospacedDigit())
        }
        .foregroundStyle(Color.bpMuted)
        .transition(.opacity.animation(.spring(duration: 2.5)))
    }
}

#Preview("Rain delay", as: .content, using: LiveActivityPreviewData.attributes) {
    BreakpointWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.thirdSet
}
