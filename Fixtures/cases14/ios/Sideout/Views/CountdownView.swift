import SwiftUI

struct CountdownView: View {
    let startTime: Date
    let startLabel: String

    var body: some View {
        TimelineView(.periodic(from: .now, by: 1)) { context in
            VStack(spacing: Spacing.xs) {
                Text(startLabel)
                Text(startTime.countdownText(from: context.date))
                    .monospacedDigit()
                Text(timerInterval: Date.now...max(startTime, .now), countsDown: true)
            }
        }
    }
}
