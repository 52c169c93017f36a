import ActivityKit
import SwiftUI
import WidgetKit

struct CompactLeadingView: View {
    let context: ActivityViewContext<RaceActivityAttributes>

    var body: some View {
        Link(destination: DeepLink.race(context.attributes.raceId)) {
            Text(context.state.compact.positionText)
                .font(.caption.bold())
                .foregroundStyle(WidgetColors.accent)
                .contentTransition(.numericText())
        }
    }
}
