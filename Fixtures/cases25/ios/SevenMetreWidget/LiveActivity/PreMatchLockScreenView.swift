import ActivityKit
import SwiftUI
import WidgetKit

struct PreMatchAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        let countdownLabel: String
        let venueLine: String
    }
    let homeFlag: String
    let awayFlag: String
    let throwOff: Date
}

struct PreMatchLockScreenView: View {
    let context: ActivityViewContext<PreMatchAttributes>

    var body: some View {
        HStack {
            Text(context.attributes.homeFlag + " " + context.attributes.awayFlag)
            VStack(alignment: .leading) {
                Text(context.state.countdownLabel)
                Text(context.state.venueLine).font(.caption)
            }
            Spacer()
            Text(context.attributes.throwOff, style: .timer)
                .monospacedDigit()
        }
        .padding(WidgetMetrics.margin)
    }
}
