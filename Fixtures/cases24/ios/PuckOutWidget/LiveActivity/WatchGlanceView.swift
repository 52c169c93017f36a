import AppIntents
import SwiftUI
import WidgetKit

struct WatchGlanceView: View {
    let state: LiveActivityDisplayState

    @Environment(\.activityFamily) private var family

    var body: some View {
        if family == .small {
            VStack(spacing: WidgetLayout.compactSpacing) {
                Text(state.compact.leadingText)
                    .contentTransition(.numericText())
                Text(state.compact.trailingText)
                    .contentTransition(.numericText())
                Button(intent: MuteMatchIntent()) {
                    Image(systemName: "bell.slash")
                }
            }
        } else {
            Text(state.compact.minimalText)
                .contentTransition(.numericText())
        }
    }
}

#Preview {
    WatchGlanceView(state: LiveActivityPreviewData.fullTime)
}
