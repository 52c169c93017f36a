import SwiftUI

struct CountdownChip: View {
    let startTime: Date
    let startLabel: String

    var body: some View {
        TimelineView(.periodic(from: .now, by: 1)) { context in
            let remaining = startTime.timeIntervalSince(context.date)
            if remaining > 0 && remaining < 3_600 {
                Text(timerInterval: context.date...startTime, countsDown: true)
                    .monospacedDigit()
                    .font(.caption.bold())
            } else {
                Text(startLabel)
                    .font(.caption)
            }
        }
        .padding(.horizontal, Theme.Spacing.sm)
        .background(.thinMaterial, in: Capsule())
    }
}

#Preview {
    CountdownChip(startTime: .now.addingTimeInterval(1_500), startLabel: "Sat 7:00pm")
}
