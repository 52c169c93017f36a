import SwiftUI

struct PenaltyBoxView: View {
    let gameId: String
    let entries: [PenaltyBoxEntry]
    @State private var now = Date.now
    private let ticker = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.sm) {
            Text("Penalty box")
                .font(.headline)
            if entries.isEmpty {
                Text("Full strength")
                    .foregroundStyle(Theme.Palette.inkMuted)
            }
            ForEach(entries, id: \.penaltyId) { entry in
                HStack(spacing: 10) {
                    Text(entry.playerName)
                    Text(entry.infractionText)
                        .font(.caption)
                    Spacer()
                    Text(entry.remainingText)
                        .monospacedDigit()
                    Text(clockString(fromSeconds: entry.durationSeconds - entry.servedSeconds))
                        .font(.caption2)
                    Text(entry.kind == .majorBox ? "5 min major" : (entry.releasable ? "Releasable" : "Non-releasable"))
                        .font(.caption2)
                        .foregroundStyle(entry.releasable ? Theme.Palette.manUpTint : Theme.Palette.penaltyAmber)
                }
                .padding(.horizontal, Theme.Spacing.sm)
            }
            Text(now, style: .time)
                .font(.caption2)
                .foregroundStyle(Theme.Palette.inkMuted)
        }
        .onReceive(ticker) { now = $0 }
    }
}
