import ActivityKit
import SwiftUI
import WidgetKit

struct KickoffCountdownView: View {
    let context: ActivityViewContext<GameActivityAttributes>

    var body: some View {
        VStack(spacing: WidgetSpacing.gap) {
            Text("Kickoff soon")
            Text(context.state.scoreLine.components(separatedBy: " – ").first ?? "")
                .foregroundColor(WidgetColors.rzGold)
            Text(context.state.clockText)
                .foregroundStyle(Color("RzGold"))
        }
        .rzCard()
    }
}

extension View {
    func rzCard() -> some View {
        padding(WidgetSpacing.margin).background(ContainerRelativeShape().fill(WidgetColors.lockScreenTint))
    }
}
