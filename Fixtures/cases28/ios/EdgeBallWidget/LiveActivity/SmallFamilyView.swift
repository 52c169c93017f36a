import AppIntents
import SwiftUI
import WidgetKit

struct SmallFamilyView: View {
    let attributes: EdgeBallActivityAttributes
    let state: LiveActivityDisplayState
    let isStale: Bool
    @Environment(\.activityFamily) private var activityFamily

    var body: some View {
        switch activityFamily {
        case .small:
            VStack(spacing: WidgetLayout.inlineSpacing) {
                Text(state.compact.leadingText)
                    .font(.headline.monospacedDigit())
                    .contentTransition(.numericText())
                HStack {
                    Button(intent: RefreshScoreIntent(matchId: attributes.matchId)) {
                        Image(systemName: "arrow.clockwise")
                    }
                    Button(intent: MuteMatchIntent(matchId: attributes.matchId)) {
                        Image(systemName: "bell.slash")
                    }
                }
            }
        case .medium:
            LockScreenView(attributes: attributes, state: state, isStale: isStale)
        @unknown default:
            LockScreenView(attributes: attributes, state: state, isStale: isStale)
        }
    }
}
