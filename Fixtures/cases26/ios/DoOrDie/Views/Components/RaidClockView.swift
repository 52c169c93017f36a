import SwiftUI

struct RaidClockView: View {
    let endsAt: Date?
    let clockText: String?

    var body: some View {
        ZStack {
            Circle()
                .stroke(AppColors.raidRed.opacity(0.25), lineWidth: 4)
            if let endsAt {
                Text(timerInterval: Date.now...endsAt, countsDown: true)
                    .font(.headline.monospacedDigit())
                    .multilineTextAlignment(.center)
                TimelineView(.periodic(from: .now, by: 1)) { context in
                    let remaining = endsAt.timeIntervalSince(context.date)
                    Circle()
                        .trim(from: 0, to: max(0, remaining) / 30)
                        .stroke(AppColors.raidRed, style: StrokeStyle(lineWidth: 4, lineCap: .round))
                        .rotationEffect(.degrees(-90))
                }
            } else if let clockText {
                let seconds = Int(clockText.replacingOccurrences(of: "s", with: "")) ?? 0
                Text(seconds <= 5 ? "Last \(seconds)!" : clockText)
                    .font(.headline)
            }
        }
        .frame(width: Theme.Size.raidClockRing, height: Theme.Size.raidClockRing)
    }
}

#Preview {
    RaidClockView(endsAt: .now.addingTimeInterval(30), clockText: "30s")
}
