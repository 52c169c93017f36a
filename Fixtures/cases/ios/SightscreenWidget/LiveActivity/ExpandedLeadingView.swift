import SwiftUI

struct ExpandedLeadingView: View {
    let attributes: LiveActivityAttributes
    let state: LiveActivityDisplayState

    var body: some View {
        VStack(alignment: .leading, spacing: WidgetTheme.rowSpacing) {
            HStack(spacing: WidgetTheme.rowSpacing) {
                Text(flagEmoji(for: attributes.homeTeamCode))
                Text(flagEmoji(for: attributes.awayTeamCode))
            }
            Text(state.expanded.scoreLine)
                .font(.title3.monospacedDigit())
                .contentTransition(.numericText())
        }
    }
}

#Preview {
    ExpandedLeadingView(attributes: LiveActivityPreviewData.attributes, state: LiveActivityPreviewData.live.displayState)
}
