import SwiftUI

/// Shown under the scoreboard while a tiebreak is in progress.
struct TiebreakTrackerView: View {
    let state: LiveActivityDisplayState
    @State private var isExpanded = false

    private var pointsPlayed: Int {
        (Int(state.expanded.homePoints) ?? 0) + (Int(state.expanded.awayPoints) ?? 0)
    }

    var body: some View {
        VStack(spacing: Theme.Spacing.sm) {
            switch state.phase {
            case .tiebreak:
                Text("Tiebreak")
                    .font(.headline)
            case .rainDelay:
                Text("Play suspended")
            default:
                Text(state.statusLine)
            }
            Text(pointsPlayed % 6 == 0 && pointsPlayed > 0 ? "Change of ends" : state.expanded.setLabel)
                .font(Typography.caption)
            Button(isExpanded ? "Hide points" : "Show points") {
                withAnimation(Theme.Motion.scoreChange) { isExpanded.toggle() }
            }
            .buttonStyle(.bordered)
            .foregroundStyle(Color(.sRGB, red: 0.2, green: 0.5, blue: 0.3))
        }
    }
}
