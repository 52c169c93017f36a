import SwiftUI

struct ExpandedLeadingView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        VStack(alignment: .leading, spacing: WidgetLayout.inlineSpacing) {
            HStack(spacing: WidgetLayout.inlineSpacing) {
                Text(state.expanded.homeFlag)
                Text(state.expanded.homeName)
            }
            .font(.caption.weight(.semibold))
            if state.phaseLabel == "Timeout" {
                Text("T/O")
                    .font(.caption2)
            }
        }
    }
}

struct ExpandedTrailingView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        VStack(alignment: .trailing, spacing: WidgetLayout.inlineSpacing) {
            Text(state.expanded.awayName + " " + state.expanded.awayFlag)
                .font(.caption.weight(.semibold))
            Text(state.expanded.serverSide == .away ? "Serving" : " ")
                .font(.caption2)
        }
    }
}
