import SwiftUI
import WidgetKit

struct ExpandedBottomView: View {
    let display: LiveActivityDisplayState

    var body: some View {
        VStack(alignment: .leading, spacing: WidgetMetrics.rowSpacing) {
            Text(display.expanded.headline)
                .font(.subheadline.weight(.semibold))
                .lineLimit(2)
            if let strength = display.expanded.strengthLabel {
                Text(strength)
                    .font(.caption.bold())
                    .foregroundStyle(Color.foAmber)
            } else if display.clock.isEmpty {
                Text("Intermission")
                    .font(.caption)
            }
            if let shots = display.expanded.shotsLine {
                Text(shots)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

#Preview("Expanded bottom", as: .dynamicIsland(.expanded), using: LiveActivityPreviewData.attributes) {
    FaceoffWidgetLiveActivity()
} contentStates: {
    FaceoffActivityAttributes.ContentState(
        display: LiveActivityDisplayState(
            statusLabel: "3rd · 04:12",
            homeScore: "2",
            awayScore: "2",
            periodLabel: "3rd",
            clock: "04:12",
            periodProgress: 0.79,
            sentiment: .tense,
            compact: LiveActivityCompact(leading: "TOR 2", trailing: "2 BOS", minimal: "2–2"),
            expanded: LiveActivityExpanded(headline: "Bruins pull the goalie for an extra skater", detail: nil, shotsLine: "SOG 31–30", strengthLabel: "6 on 5"),
            lastEvent: "Bruins pull the goalie for an extra skater"
        ),
        sequence: 412,
        updatedAt: 1_737_162_412
    )
}
