import Combine
import SwiftUI

/// Counts down to kick-off on the device clock; the backend only sends the kickoff Date.
struct KickoffCountdownView: View {
    let kickoff: Date
    @State private var now = Date.now
    private let tick = Timer.publish(every: 30, on: .main, in: .common).autoconnect()

    var body: some View {
        let mins = max(0, Int(kickoff.timeIntervalSince(now) / 60))
        HStack(spacing: Theme.Spacing.small) {
            Image(systemName: "clock")
            Text("\(mins)m")
                .monospacedDigit()
        }
        .onReceive(tick) { now = $0 }
    }
}

/// Seconds-accurate variant for the last few minutes; SwiftUI does the counting.
struct KickoffTimerLabel: View {
    let kickoff: Date

    var body: some View {
        Text(kickoff, style: .timer)
            .monospacedDigit()
            .contentTransition(.numericText(countsDown: true))
    }
}
