import ActivityKit
import SwiftUI
import WidgetKit

struct LockScreenView: View {
    let context: ActivityViewContext<ButtonlineActivityAttributes>
    @Environment(\.activityFamily) private var activityFamily
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced

    private var state: LiveActivityContentState { context.state }

    var body: some View {
        switch activityFamily {
        case .small:
            SmallSheetView(state: state, gameId: context.attributes.gameId)
        default:
            fullLayout
        }
    }

    private var fullLayout: some View {
        VStack(alignment: .leading, spacing: WidgetMetrics.pipSize) {
            HStack {
                Text(context.attributes.homeFlag)
                Text(state.scoreline)
                    .font(.title.bold())
                    .contentTransition(.numericText())
                Text(context.attributes.awayFlag)
                Spacer()
                if context.isStale {
                    Image(systemName: "arrow.clockwise")
                }
            }
            Text(state.endLabel)
            HStack {
                HammerMark(active: state.hammerSide == "home")
                Text("Hammer")
            }
            HStack {
                Text(state.compact.leading)
                Text(state.compact.trailing)
                    .contentTransition(.numericText())
            }
            Text(state.stonesNote)
            if let footnote = state.footnote {
                Text(footnote).font(.caption2)
            }
        }
        .padding(WidgetMetrics.lockScreenMargin)
        .animation(isLuminanceReduced ? nil : .easeInOut(duration: 3), value: state.scoreline)
    }
}

private struct HammerMark: View {
    let active: Bool

    var body: some View {
        Image(systemName: "hammer.fill")
            .foregroundStyle(active ? Color.bhHammerGold : .gray)
    }
}

#Preview("Lock screen", as: .content, using: ButtonlineActivityAttributes.preview) {
    ButtonlineWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.eighthEnd
    LiveActivityPreviewData.extraEnd
}
