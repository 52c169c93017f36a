import SwiftUI
import WidgetKit

/// Apple Watch Smart Stack and CarPlay layout.
struct SmallFamilyView: View {
    let attributes: GameActivityAttributes
    let state: LiveActivityDisplayState
    @Environment(\.activityFamily) private var activityFamily

    var body: some View {
        switch activityFamily {
        case .small:
            VStack(spacing: WidgetMetrics.rowSpacing) {
                Text(state.compact.scoreText)
                    .font(.headline.monospacedDigit())
                    .contentTransition(.numericText())
                Text(state.compact.inningText)
                    .font(.caption2)
                HStack {
                    Button(intent: RefreshScoreIntent(gameId: attributes.gameId)) {
                        Image(systemName: "arrow.clockwise")
                    }
                    Toggle(isOn: false, intent: MuteGameIntent(gameId: attributes.gameId)) {
                        Image(systemName: "bell.slash")
                    }
                }
            }
        case .medium:
            LockScreenView(attributes: attributes, state: state)
        @unknown default:
            LockScreenView(attributes: attributes, state: state)
        }
    }
}

#Preview(as: .content, using: LiveActivityPreviewData.attributes) {
    GameLiveActivity()
} contentStates: {
    LiveActivityPreviewData.bottomNinth
}
