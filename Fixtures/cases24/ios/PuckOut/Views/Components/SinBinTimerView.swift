import SwiftUI

struct SinBinTimerView: View {
    let playerName: String
    let sinBinText: String
    let endsAt: Date?
    let matchMinute: Int
    let enteredMinute: Int

    var body: some View {
        HStack(spacing: Theme.Spacing.sm) {
            RoundedRectangle(cornerRadius: Theme.Radius.chip)
                .fill(Theme.Colors.cardBlack)
                .frame(width: Theme.Spacing.md, height: Theme.Spacing.lg)
            VStack(alignment: .leading) {
                Text(playerName)
                    .font(.subheadline.weight(.semibold))
                Text(sinBinText)
                    .font(.caption)
            }
            Spacer()
            if let endsAt {
                Text(timerInterval: Date.now...endsAt, countsDown: true)
                    .monospacedDigit()
            } else {
                Text("\(10 - (matchMinute - enteredMinute))'")
                    .monospacedDigit()
            }
        }
    }
}

#Preview {
    SinBinTimerView(playerName: "C. O'Donovan", sinBinText: "Black card, 10 min", endsAt: .now.addingTimeInterval(420), matchMinute: 41, enteredMinute: 38)
}
