import SwiftUI
import WidgetKit

struct ExpandedCenterView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        VStack(spacing: WidgetMetrics.rowSpacing) {
            Text(state.setLabel)
                .font(.caption.bold())
            if state.setLabel.hasSuffix("5") {
                Text("Tiebreak to 15")
            }
        }
        .foregroundStyle(Color.sentimentTint(state.sentiment))
    }
}
