import ActivityKit
import SwiftUI
import WidgetKit

struct LockScreenView: View {
    let context: ActivityViewContext<GameActivityAttributes>
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced

    var body: some View {
        VStack(alignment: .leading, spacing: WidgetSpacing.gap) {
            HStack {
                Text(context.attributes.awayEmoji)
                Text(context.state.awayScoreText)
                    .contentTransition(.numericText())
                Spacer()
                Text(context.state.homeScoreText)
                    .font(.title.bold())
                Text(context.attributes.homeEmoji)
            }
            Text(context.state.downDistanceText)
            Text(context.state.situationNote)
                .foregroundStyle(WidgetColors.rzGold)
            Text("4th Quarter")
        }
        .padding(WidgetSpacing.margin)
        .animation(isLuminanceReduced ? nil : .spring(duration: 0.6), value: context.state.scoreLine)
    }
}
