import SwiftUI
import WidgetKit

struct CompactTrailingView: View {
    let state: LiveActivityContentState

    var body: some View {
        Text("\(state.awayTotal)")
            .font(.caption.bold())
            .foregroundColor(.yellow)
    }
}

#Preview("Compact trailing", as: .dynamicIsland(.compact), using: ButtonlineActivityAttributes.preview) {
    ButtonlineWidgetLiveActivity()
} contentStates: {
    LiveActivityContentState(
        headline: "Homan v Einarson", scoreline: "6 – 5", homeTotal: 6, awayTotal: 5,
        endLabel: "End 9", hammerSide: "away", stonesRemaining: 4, stonesNote: "4 stones left",
        phase: .live, sentiment: "tense", footnote: nil,
        compact: LiveActivityCompact(leading: "HOM 6", trailing: "EIN 5", minimal: "6–5"),
        expanded: LiveActivityExpanded(homeLine: "Homan 6", awayLine: "Einarson 5", centerCaption: "End 9", powerPlayNote: nil, lastShot: nil)
    )
}
