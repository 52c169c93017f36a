import SwiftUI

struct PhasePill: View {
    let phase: MatchPhase
    let label: String

    var body: some View {
        Text(label)
            .font(.caption.bold())
            .padding(.horizontal, Theme.Spacing.sm)
            .background(Capsule().fill(tint))
    }

    private var tint: Color {
        switch self.phase {
        case .firstHalf, .secondHalf, .extraTime, .shootout: return .red
        case .delayed: return .orange
        default: return .secondary
        }
    }

    private var fallbackLabel: String {
        switch phase {
        case .halfTime: return "HT"
        case .delayed: return "Delayed"
        case .completed: return "FT"
        default: return ""
        }
    }
}
