import SwiftUI

struct TeeTimesView: View {
    let tournamentId: String
    let round: Int

    @Environment(\.teeTimeService) private var teeTimeService

    var body: some View {
        List(teeTimeService.groups, id: \.groupId) { group in
            TeeTimeRow(group: group)
        }
        .navigationTitle("Tee times")
        .task {
            try? await teeTimeService.loadTeeTimes(tournamentId: tournamentId, round: round)
        }
    }
}

struct TeeTimeRow: View {
    let group: TeeTimeGroup

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.xs) {
            HStack {
                Text(group.teeTimeUtc.formatted(date: .omitted, time: .shortened))
                    .font(.headline.monospacedDigit())
                Text(group.startingHole == 1 ? "1st tee" : "10th tee")
                    .font(.caption)
                Spacer()
                Text(timerInterval: Date.now...max(Date.now, group.teeTimeUtc), countsDown: true)
                    .font(.caption.monospacedDigit())
            }
            Text(group.teeTimeDisplay)
                .font(.subheadline)
            Text(group.playerNames.joined(separator: ", "))
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
    }
}
