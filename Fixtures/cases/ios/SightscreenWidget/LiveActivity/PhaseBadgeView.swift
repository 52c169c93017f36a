import SwiftUI

struct PhaseBadgeView: View {
    let phase: MatchPhase

    var body: some View {
        Text(badgeText)
            .font(.caption2.bold())
            .foregroundStyle(Color.ssAmber)
    }

    private var badgeText: String {
        switch phase {
        case .completed: return "FINAL"
        case .inningsBreak: return "BREAK"
        case .live: return "LIVE"
        case .pre, .abandoned: return ""
        }
    }
}

#Preview {
    PhaseBadgeView(phase: LiveActivityPreviewData.completed.displayState.phase)
}
