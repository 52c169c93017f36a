import ActivityKit
import SwiftUI
import WidgetKit

struct LockScreenView: View {
    let state: LiveActivityDisplayState
    let attributes: PowerplayAttributes

    @Environment(\.activityFamily) private var activityFamily
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced

    var body: some View {
        switch activityFamily {
        case .small:
            SmallFamilyView(state: state)
        case .medium:
            fullLayout
        @unknown default:
            fullLayout
        }
    }

    private var fullLayout: some View {
        VStack(alignment: .leading, spacing: WidgetMetrics.rowSpacing) {
            HStack {
                Text("\(FlagEmoji.flag(for: attributes.homeCode)) v \(FlagEmoji.flag(for: attributes.awayCode))")
                Spacer()
                Text(state.expanded.title)
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(WidgetColors.amber)
            }
            HStack(alignment: .firstTextBaseline) {
                Text(state.scoreText)
                    .font(.system(.title, design: .rounded).weight(.bold))
                    .contentTransition(.numericText())
                Text(state.oversText)
                    .font(.callout)
                    .contentTransition(.numericText())
                Spacer()
            }
            .animation(isLuminanceReduced ? nil : .easeInOut(duration: 3), value: state.scoreText)
            if let chase = state.chaseText {
                Text(chase)
                    .font(.footnote)
            }
            Text(state.expanded.lastBallText)
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .padding(WidgetMetrics.lockScreenMargin)
        .frame(height: 160)
    }
}

#Preview("Lock Screen", as: .content, using: PowerplayAttributes.preview) {
    PowerplayWidgetLiveActivity()
} contentStates: {
    LiveActivityDisplayState.previewChase
    LiveActivityDisplayState.previewRainDelay
}
