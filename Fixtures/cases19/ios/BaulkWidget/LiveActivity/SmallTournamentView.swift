import ActivityKit
import AppIntents
import SwiftUI
import WidgetKit

/// Watch/CarPlay layout for the "all tables" tournament activity: one refresh control only.
struct SmallTournamentView: View {
    let context: ActivityViewContext<BaulkActivityAttributes>

    var body: some View {
        HStack {
            Text(context.state.display.compact.minimalText)
                .font(.headline.monospacedDigit())
                .contentTransition(.numericText())
            Spacer()
            Button(intent: RefreshScoreIntent(matchId: context.attributes.matchId)) {
                Image(systemName: "arrow.clockwise")
            }
        }
    }
}
