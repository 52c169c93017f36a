import SwiftUI

struct ClockLabel: View {
    let state: MatchDisplayState
    let updatedAt: Date

    var body: some View {
        HStack(spacing: Theme.Spacing.xs) {
            Text(state.quarterLabel)
                .bold()
            Text(state.clockText)
                .monospacedDigit()
            if minutesIntoQuarter > 20 {
                Text("Time on")
                    .foregroundStyle(.orange)
            }
            Text(updatedAt, style: .relative)
                .foregroundStyle(.secondary)
        }
        .font(Typography.caption)
    }

    private var minutesIntoQuarter: Int {
        Int(state.clockText.prefix(while: { $0 != ":" })) ?? 0
    }
}
