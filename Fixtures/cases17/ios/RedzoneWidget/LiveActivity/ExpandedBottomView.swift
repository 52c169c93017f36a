import ActivityKit
import SwiftUI
import WidgetKit

struct ExpandedBottomView: View {
    let context: ActivityViewContext<GameActivityAttributes>

    var body: some View {
        HStack {
            Text(context.state.clockText)
            Text(context.state.periodLabel)
            Spacer()
            Text(context.state.downDistanceText)
        }
        .animation(.easeInOut(duration: 3), value: context.state.clockText)
        .frame(width: 320, height: 44)
    }
}

struct ExpandedLeadingView: View {
    let context: ActivityViewContext<GameActivityAttributes>

    var body: some View {
        Text(context.attributes.awayEmoji + " " + context.state.awayScoreText)
    }
}
