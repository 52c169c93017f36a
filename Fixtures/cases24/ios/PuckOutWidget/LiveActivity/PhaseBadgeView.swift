import SwiftUI

struct PhaseBadgeView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        HStack(spacing: WidgetLayout.compactSpacing) {
            Text(badgeText)
                .font(.caption2.bold())
                .padding(.horizontal, WidgetLayout.compactSpacing)
                .background(badgeTint, in: Capsule())
            if state.sinBinText != nil && state.phase != .halfTime {
                Image(systemName: "timer")
                Text("Sin-bin")
                    .font(.caption2)
            }
        }
    }

    private var badgeText: String {
        switch state.phase {
        case .penalties: return "PENS"
        case .extraTime: return "AET"
        case .postponed: return "OFF"
        default: return state.phaseText
        }
    }

    private var badgeTint: Color {
        switch state.sentiment {
        case .tight: return WidgetColors.tightAmber
        case .comeback, .runaway: return WidgetColors.liveDot
        case .neutral: return WidgetColors.accent
        }
    }
}

#Preview {
    PhaseBadgeView(state: LiveActivityPreviewData.secondHalf)
}
