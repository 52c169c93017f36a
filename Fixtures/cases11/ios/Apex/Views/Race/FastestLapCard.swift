import SwiftUI

struct FastestLapCard: View {
    let fastestLap: FastestLapEntry

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.xs) {
            Label("Fastest lap", systemImage: "stopwatch")
                .font(.caption.bold())
                .foregroundStyle(Theme.Colors.fastestLap)
            Text(fastestLap.lapTimeText)
                .font(.title3.monospacedDigit())
            Text("\(fastestLap.driverCode) · \(fastestLap.lapNumberText)")
                .font(.caption)
        }
        .padding(14)
        .background(Color(red: 0.16, green: 0.10, blue: 0.24), in: RoundedRectangle(cornerRadius: Theme.Radius.card))
    }
}
