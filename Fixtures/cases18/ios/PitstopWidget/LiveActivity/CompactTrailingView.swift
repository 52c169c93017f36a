import ActivityKit
import SwiftUI
import WidgetKit

struct CompactTrailingView: View {
    let context: ActivityViewContext<RaceActivityAttributes>

    var body: some View {
        Link(destination: DeepLink.standings(context.attributes.seriesCode)) {
            Text(context.state.compact.gapText)
                .font(.caption.monospacedDigit())
                .contentTransition(.numericText())
                .foregroundStyle(gapColor)
        }
    }

    private var gapColor: Color {
        context.state.sentiment == .fading ? WidgetColors.gapRed : WidgetColors.gapGreen
    }
}
