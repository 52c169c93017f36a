import SwiftUI

struct RainDelayBanner: View {
    let message: String
    let resumesAt: Date?

    var body: some View {
        HStack(spacing: Spacing.sm) {
            Image(systemName: "cloud.rain.fill")
            Text(message)
            if let resumesAt {
                Spacer()
                Text(resumesAt, style: .timer)
                    .monospacedDigit()
            }
        }
        .font(.subheadline)
        .padding(Spacing.md)
        .background(Color(red: 0.16, green: 0.30, blue: 0.52).opacity(0.15), in: RoundedRectangle(cornerRadius: Radius.card))
    }
}

#Preview("Rain delay banner") {
    RainDelayBanner(message: "Covers on — Court 1", resumesAt: .now.addingTimeInterval(900))
}
