import SwiftUI

struct CountdownChip: View {
    let startTime: Date

    var body: some View {
        HStack(spacing: Theme.Spacing.xs) {
            Image(systemName: "clock")
            Text(timerInterval: Date.now...max(Date.now, startTime), countsDown: true)
                .monospacedDigit()
        }
        .font(Typography.caption)
        .padding(.horizontal, Theme.Spacing.sm)
        .padding(.vertical, Theme.Spacing.xs)
        .background(.thinMaterial, in: Capsule())
    }
}
