import SwiftUI
import WidgetKit

struct QuarterBreakView: View {
    let attributes: MatchActivityAttributes
    let state: LiveActivityDisplayState
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced

    private enum Layout {
        static let dividerOpacity = 0.3
    }

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.sm) {
            Text(state.expanded.statusText)
                .font(.headline)
            HStack {
                Text(attributes.homeTeam)
                Text(state.expanded.homeScoreText)
                    .contentTransition(.numericText())
                Spacer()
                Text(state.expanded.awayScoreText)
                    .contentTransition(.numericText())
                Text(attributes.awayTeam)
            }
            Divider().opacity(Layout.dividerOpacity)
            HStack {
                Text("\(abs(state.homeTotal - state.awayTotal)) pts")
                Spacer()
                Text(breakLabel)
            }
            .font(.caption)
        }
        .padding(Theme.Spacing.lockScreenMargin)
        .opacity(isLuminanceReduced ? 0.8 : 1)
    }

    private var breakLabel: String {
        switch state.phase {
        case .quarterTime: return "Quarter time"
        case .halfTime: return state.expanded.statusText
        case .threeQuarterTime: return state.expanded.statusText
        default: return state.expanded.clockText
        }
    }
}

#Preview("Break", as: .content, using: LiveActivityPreviewData.attributes) {
    BehindWidgetLiveActivity()
} contentStates: {
    MatchActivityAttributes.ContentState(display: .init(phase: .halfTime, compact: .init(leadingText: "GEEL 44", trailingText: "COLL 50", minimalText: "-6"), expanded: .init(homeScoreText: "6.8 (44)", awayScoreText: "7.8 (50)", statusText: "Half time", clockText: "", marginText: "Pies by 6", lastEventText: nil, footerText: "MCG"), sentiment: .tight, homeTotal: 44, awayTotal: 50, quarter: 2, quarterProgress: 1, updatedAt: .now))
}
