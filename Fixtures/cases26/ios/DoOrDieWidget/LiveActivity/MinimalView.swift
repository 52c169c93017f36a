import SwiftUI
import WidgetKit

struct MinimalView: View {
    let state: DoOrDieActivityAttributes.ContentState

    var body: some View {
        if state.isFinal {
            Text("FT")
                .font(.caption2.bold())
        } else {
            Image("DoOrDieMark")
                .resizable()
                .scaledToFit()
        }
    }
}

#Preview("Minimal", as: .dynamicIsland(.minimal), using: LiveActivityPreviewData.attributes) {
    DoOrDieWidgetLiveActivity()
} contentStates: {
    DoOrDieActivityAttributes.ContentState(
        homeScoreText: "31", awayScoreText: "27", halfText: "2nd half", statusText: "Live",
        lastEventText: "Super tackle on Bharat", raidClockEndsAt: nil, sentiment: "tense", isFinal: false, homeOnMat: 5
    )
}
