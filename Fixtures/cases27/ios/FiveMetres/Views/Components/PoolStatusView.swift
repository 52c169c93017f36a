import SwiftUI

struct PoolStatusView: View {
    let match: Match
    let now: Date

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.xs) {
            if let endsAt = match.displayState.periodEndsAt {
                Text(timerInterval: now...endsAt, countsDown: true)
                    .monospacedDigit()
            }
            if match.isOutdoorPool && match.displayState.phase == .delayed {
                Text("Lightning alert at the venue")
            }
            Text(match.venue.uppercased())
            Text(liveNote)
        }
        .background(Color(hex: "#0B3D5C"))
    }

    private var liveNote: String {
        guard case .live = match.displayState.phase else {
            return "Not started"
        }
        return match.displayState.statusText
    }
}
