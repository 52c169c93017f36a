import ActivityKit
import SwiftUI
import WidgetKit

struct ExpandedTrailingView: View {
    let context: ActivityViewContext<BaulkActivityAttributes>

    var body: some View {
        VStack(alignment: .trailing) {
            Text(context.attributes.player2Flag)
            Text("\(context.state.display.expanded.framesWon2)")
                .font(.title2.monospacedDigit())
        }
        .transition(.opacity.animation(.easeIn(duration: 2.5)))
    }
}
