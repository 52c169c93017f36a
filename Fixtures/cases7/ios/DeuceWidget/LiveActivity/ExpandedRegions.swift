import SwiftUI
import WidgetKit

struct ExpandedLeadingView: View {
    let attributes: DeuceActivityAttributes
    let state: LiveActivityDisplayState

    var body: some View {
        VStack(alignment: .leading, spacing: WidgetMetrics.tightSpacing) {
            HStack(spacing: WidgetMetrics.tightSpacing) {
                Text(FlagEmoji.emoji(for: attributes.homeCountry))
                Text(state.expanded.homeLine)
            }
            HStack(spacing: WidgetMetrics.tightSpacing) {
                Text(FlagEmoji.emoji(for: attributes.awayCountry))
                Text(state.expanded.awayLine)
            }
        }
        .font(.caption.monospacedDigit())
        .lineLimit(1)
    }
}

struct ExpandedTrailingView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        Text(state.expanded.pointScore)
            .font(.title2.monospacedDigit().bold())
            .contentTransition(.numericText())
            .foregroundStyle(state.expanded.statusNote == nil ? Color.white : Color(red: 1.0, green: 0.84, blue: 0.0))
            .animation(.spring(duration: 2.5), value: state.expanded.pointScore)
    }
}
