import ActivityKit
import SwiftUI
import WidgetKit

struct ExpandedBottomView: View {
    let context: ActivityViewContext<RoundActivityAttributes>

    private var todayStrokes: Int {
        Int(context.state.todayDisplay.replacingOccurrences(of: "+", with: "")) ?? 0
    }

    var body: some View {
        HStack {
            if let lastHole = context.state.lastHoleDisplay {
                Text(lastHole)
                    .font(.footnote)
            }
            Spacer()
            Text(todayStrokes < 0 ? "\(abs(todayStrokes)) under today" : "\(todayStrokes) over today")
                .font(.footnote.monospacedDigit())
        }
        .animation(.easeInOut(duration: 3), value: context.state.lastHoleDisplay)
    }
}
