import SwiftUI

struct MatchHeaderView: View {
    let item: MatchItem
    let display: LiveActivityDisplayState
    let compact: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: compact ? NickSpacing.xs : NickSpacing.sm) {
            Text(display.matchTitle)
            Text(display.phaseLabel)
            phaseBadge(display.phase)
            Text(statusLine)
        }
    }

    private var statusLine: String {
        switch display.phase {
        case .warmUp: return "Players warming up"
        case .interval: return "90-second interval"
        case .review: return "Video review in progress"
        default: return display.phaseLabel
        }
    }

    @ViewBuilder
    private func phaseBadge(_ phase: MatchPhase) -> some View {
        switch phase {
        case .review: Image(systemName: "video.fill").foregroundStyle(Color.nkTin)
        case .tieBreak: Image(systemName: "equal.circle.fill").foregroundStyle(Color.nkAmber)
        default: EmptyView()
        }
    }
}
