import ActivityKit
import SwiftUI
import WidgetKit

struct PlayoffExpandedView: View {
    let context: ActivityViewContext<PlayoffActivityAttributes>

    var body: some View {
        Text(context.state.roundLabel)
        Text(context.state.scoreLine)
    }
}
