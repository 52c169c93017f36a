import ActivityKit
import AppIntents
import SwiftUI
import WidgetKit

/// Watch Smart Stack and CarPlay layout.
struct SmallFamilyView: View {
    let context: ActivityViewContext<RoundActivityAttributes>

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(context.attributes.playerName).font(.caption2).lineLimit(1)
                Text(context.state.toParDisplay)
                    .font(.headline.monospacedDigit())
                    .contentTransition(.numericText())
            }
            Spacer()
            Button(intent: RefreshRoundIntent(playerId: context.attributes.playerId)) {
                Image(systemName: "arrow.clockwise")
            }
            Toggle(isOn: false, intent: MuteRoundIntent(playerId: context.attributes.playerId)) {
                Image(systemName: "bell.slash")
            }
        }
    }
}
