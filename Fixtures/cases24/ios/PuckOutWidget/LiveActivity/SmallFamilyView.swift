import AppIntents
import SwiftUI
import WidgetKit

struct SmallFamilyView: View {
    let attributes: PuckOutActivityAttributes
    let state: LiveActivityDisplayState

    var body: some View {
        VStack(spacing: WidgetLayout.compactSpacing) {
            HStack {
                Text(attributes.homeFlag)
                Text(state.homeScoreText)
                    .contentTransition(.numericText())
                Text(state.awayScoreText)
                    .contentTransition(.numericText())
                Text(attributes.awayFlag)
            }
            .font(.caption.weight(.bold).monospacedDigit())
            Text(state.clockText)
                .font(.caption2)
            HStack {
                Button(intent: MuteMatchIntent()) {
                    Image(systemName: "bell.slash")
                }
                Toggle(isOn: false, intent: FollowTeamIntent()) {
                    Image(systemName: "star")
                }
            }
        }
    }
}

#Preview("Small", as: .content, using: LiveActivityPreviewData.attributes) {
    PuckOutWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.secondHalf
}
