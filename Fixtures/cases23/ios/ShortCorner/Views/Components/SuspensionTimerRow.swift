import SwiftUI

struct SuspensionTimerRow: View {
    let suspension: Suspension

    var body: some View {
        HStack(spacing: Theme.Spacing.s) {
            RoundedRectangle(cornerRadius: 2)
                .fill(cardColour)
                .frame(width: 10, height: 14)
            Text(suspension.labelText)
                .font(.subheadline)
            Spacer()
            Text(timerInterval: Date.now...suspension.endsAt, countsDown: true)
                .font(.subheadline.monospacedDigit())
                .foregroundStyle(.secondary)
        }
    }

    private var cardColour: Color {
        switch suspension.cardColour {
        case .green: return Theme.Palette.greenCard
        case .yellow: return Theme.Palette.yellowCard
        case .red: return Theme.Palette.redCard
        }
    }
}

#Preview {
    SuspensionTimerRow(suspension: PreviewFixtures.yellowCard)
}
