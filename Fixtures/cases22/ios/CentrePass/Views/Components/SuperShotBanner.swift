import SwiftUI

struct SuperShotBanner: View {
    let display: MatchDisplayState
    let powerFiveEndsAt: Date?
    @State private var pulse = false

    var body: some View {
        if let note = display.superShotNote {
            HStack(spacing: Theme.Spacing.sm) {
                Image(systemName: "2.circle.fill")
                    .scaleEffect(pulse ? 1.15 : 1)
                Text(note)
                    .font(.subheadline.weight(.semibold))
                Spacer()
                if let end = powerFiveEndsAt {
                    Text(end, style: .timer)
                        .monospacedDigit()
                }
                Text(display.clockLabel.components(separatedBy: ":").first.map { "\($0) min left" } ?? "")
                    .font(.caption)
            }
            .padding(Theme.Spacing.sm)
            .background(Theme.Colors.powerFive.opacity(0.15), in: RoundedRectangle(cornerRadius: Layout.cornerRadius))
            .onAppear { pulse = true }
            .animation(.easeInOut(duration: 0.8).repeatForever(), value: pulse)
        }
    }
}
