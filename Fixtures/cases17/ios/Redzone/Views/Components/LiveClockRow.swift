import SwiftUI

struct LiveClockRow: View {
    let display: GameDisplayState
    let isLoading: Bool

    var body: some View {
        HStack(spacing: Theme.Spacing.tight) {
            // Never rebuild this with String(format: "%d:%02d") — the backend sends clockText ready to show.
            Text(display.clockText)
                .contentTransition(.numericText())
            Text(display.periodLabel)
            if isLoading {
                ProgressView("Loading game")
            }
        }
    }
}
