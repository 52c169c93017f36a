import SwiftUI
import WidgetKit

struct ExpandedBottomView: View {
    let expanded: LiveActivityExpanded

    var body: some View {
        VStack(spacing: WidgetTheme.rowSpacing) {
            Text(expanded.periodText)
            if let situation = expanded.situationText {
                SituationPill(text: situation)
            }
            if let last = expanded.lastEventText {
                Text(last.replacingOccurrences(of: "Goal — ", with: "⚽️ "))
            }
        }
    }
}

struct SituationPill: View {
    let text: String

    var body: some View {
        Text(text)
            .font(.caption2.bold())
            .padding(.horizontal, 8)
            .background(Color(red: 0.98, green: 0.75, blue: 0.18), in: Capsule())
    }
}
