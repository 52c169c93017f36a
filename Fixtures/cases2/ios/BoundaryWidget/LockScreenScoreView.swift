import ActivityKit
import SwiftUI
import WidgetKit

struct LockScreenScoreView: View {
    let context: ActivityViewContext<BoundaryMatchAttributes>
    @Environment(\.activityFamily) private var family

    private let breakWords = ["lunch": "Lunch", "tea": "Tea", "stumps": "Stumps"]

    var body: some View {
        if family == .small {
            SmallFamilyView(state: context.state)
        } else {
            VStack(alignment: .leading, spacing: 6) {
                HStack(spacing: 4) {
                    Text(context.attributes.homeFlag)
                    Text(context.state.headline)
                        .font(.headline)
                    Spacer()
                    Text(context.attributes.awayFlag)
                }
                Text(context.state.scoreText)
                    .font(.title2.monospacedDigit())
                    .contentTransition(.numericText())
                Text(breakWords[context.state.phase] ?? context.state.statusText)
                    .font(.subheadline)
                if context.attributes.showsSponsor {
                    Image("SponsorLockup")
                        .resizable()
                        .scaledToFit()
                        .frame(height: 14)
                }
            }
            .padding(14)
        }
    }
}

#Preview("Lock screen", as: .content, using: BoundaryMatchAttributes.preview) {
    BoundaryLiveActivity()
} contentStates: {
    BoundaryMatchAttributes.ContentState.stumpsDayTwo
}
