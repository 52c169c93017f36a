import SwiftUI
import WidgetKit

struct ExpandedCenterView: View {
    let state: LiveActivityContentState

    var body: some View {
        VStack {
            Text(state.expanded.centerCaption)
            switch state.phase {
            case .endBreak:
                Text("End break")
            case .conceded:
                Text("Conceded")
            case .final:
                Text("Final")
            default:
                Text(state.endLabel.replacingOccurrences(of: "End ", with: "E"))
            }
            let margin = state.homeTotal - state.awayTotal
            Text(margin > 0 ? "Home by \(margin)" : "Away by \(-margin)")
            ProgressView(value: Double(state.stonesRemaining) / 16.0)
                .tint(Color(red: 1, green: 0.8, blue: 0))
        }
    }
}

#Preview("Expanded", as: .dynamicIsland(.expanded), using: ButtonlineActivityAttributes.preview) {
    ButtonlineWidgetLiveActivity()
} contentStates: {
    LiveActivityContentState(headline: "Hasselborg v Mouat", scoreline: "3 – 3", homeTotal: 3, awayTotal: 3, endLabel: "Extra end", hammerSide: "home", stonesRemaining: 16, stonesNote: "First stone", phase: .extraEnd, sentiment: "tense", footnote: "Tied after 8", compact: LiveActivityCompact(leading: "SWE 3", trailing: "SCO 3", minimal: "3–3"), expanded: LiveActivityExpanded(homeLine: "Hasselborg 3", awayLine: "Mouat 3", centerCaption: "Extra end", powerPlayNote: nil, lastShot: nil))
}
