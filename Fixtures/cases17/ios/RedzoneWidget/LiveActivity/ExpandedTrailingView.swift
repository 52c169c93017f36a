import ActivityKit
import SwiftUI
import WidgetKit

struct ExpandedTrailingView: View {
    let context: ActivityViewContext<GameActivityAttributes>

    var body: some View {
        VStack(alignment: .trailing) {
            Text(context.state.homeScoreText)
                .contentTransition(.numericText())
            PossessionMarker(hasBall: !context.state.situationNote.isEmpty)
        }
    }

    private struct PossessionMarker: View {
        let hasBall: Bool
        var body: some View {
            Image(systemName: hasBall ? "football.fill" : "circle")
        }
    }
}

#Preview("Expanded trailing", as: .dynamicIsland(.expanded), using: GameActivityAttributes.preview) {
    RedzoneWidgetLiveActivity()
} contentStates: {
    GameActivityAttributes.ContentState.redZonePreview
}
