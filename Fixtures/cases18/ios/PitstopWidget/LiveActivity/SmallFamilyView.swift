import ActivityKit
import SwiftUI
import WidgetKit

/// Apple Watch Smart Stack and CarPlay layout (.small activity family).
struct SmallFamilyView: View {
    let context: ActivityViewContext<RaceActivityAttributes>

    var body: some View {
        VStack(alignment: .leading, spacing: WidgetLayout.compactSpacing) {
            HStack {
                Text(context.state.compact.positionText)
                    .font(.headline.monospacedDigit())
                    .contentTransition(.numericText())
                Text(context.state.compact.gapText)
                    .font(.caption.monospacedDigit())
                    .contentTransition(.numericText())
            }
            Text(context.state.expanded.lapText)
                .font(.caption2)
            HStack {
                Button(intent: MuteRaceAlertsIntent(raceId: context.attributes.raceId)) {
                    Image(systemName: "bell.slash")
                }
                Button(intent: PinDriverIntent(driverId: context.attributes.driverId)) {
                    Image(systemName: "pin")
                }
            }
        }
    }
}
