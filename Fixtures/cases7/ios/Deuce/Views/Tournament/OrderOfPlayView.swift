import SwiftUI

struct OrderOfPlayView: View {
    let tournamentId: String
    let dayNumber: Int

    @Environment(\.matchService) private var matchService
    @Environment(\.liveActivityService) private var liveActivityService
    @State private var day: OrderOfPlayDay?

    var body: some View {
        List {
            ForEach(day?.courts ?? [], id: \.courtId) { court in
                Section {
                    ForEach(court.slots, id: \.matchId) { slot in
                        HStack {
                            Text(slot.displayLabel)
                            Spacer()
                            if isNightSession(slot) {
                                Label("Night session", systemImage: "moon.stars")
                                    .labelStyle(.titleAndIcon)
                                    .font(.caption)
                            }
                        }
                    }
                } header: {
                    HStack {
                        Text(court.courtName)
                        Spacer()
                        Text("\(court.slots.count - 1) more after this")
                    }
                } footer: {
                    Button("Follow this court", systemImage: "sportscourt") {
                        Task { try? await followCourt(court) }
                    }
                }
            }
        }
        .navigationTitle(day?.day ?? "")
        .onAppear {
            Task {
                day = try? await matchService.orderOfPlay(tournamentId: tournamentId, day: dayNumber)
            }
        }
    }

    private func isNightSession(_ slot: OrderOfPlayDay.Slot) -> Bool {
        guard let time = slot.notBefore, let hour = Int(time.prefix(2)) else { return false }
        return hour >= 18
    }

    private func followCourt(_ court: OrderOfPlayDay.Court) async throws {
        let initial = OrderOfPlayAttributes.ContentState(
            courtName: court.courtName,
            nowPlaying: court.slots.first?.label ?? "",
            upNext: court.slots.dropFirst().first?.label,
            delayNote: nil,
            updatedAt: Int(Date.now.timeIntervalSince1970)
        )
        try await liveActivityService.startOrderOfPlay(tournamentId: tournamentId, courtId: court.courtId, initial: initial)
    }
}
