import SwiftUI
import WidgetKit

struct LockScreenView: View {
    let attributes: SideoutActivityAttributes
    let state: LiveActivityDisplayState
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced

    var body: some View {
        VStack(alignment: .leading, spacing: WidgetMetrics.rowSpacing) {
            HStack {
                Text("\(attributes.homeFlag) \(attributes.homeTeamName)")
                Spacer()
                Text(state.homeScore)
                    .font(.title.bold())
                    .contentTransition(.numericText())
            }
            HStack {
                Text("\(attributes.awayFlag) \(attributes.awayTeamName)")
                Spacer()
                Text(state.awayScore)
                    .font(.title.bold())
                    .contentTransition(.numericText())
            }
            Text(state.statusText)
                .font(.caption)
                .foregroundStyle(Color.ssMuted)
        }
        .padding(WidgetMetrics.lockScreenMargin)
        .animation(isLuminanceReduced ? nil : .easeOut(duration: 1.5), value: state)
    }
}

#Preview("Lock Screen", as: .content, using: LiveActivityPreviewData.attributes) {
    SideoutWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.tenseFourthSet
    LiveActivityPreviewData.finalResult
}
