import SwiftUI

struct ScheduleView: View {
    @Environment(\.scheduleService) private var scheduleService
    @State private var viewModel: ScheduleViewModel?
    @State private var showsSettings = false

    private var eventsByTier: [EventGroup] {
        (scheduleService.schedule?.events ?? []).sorted { $0.tierLabel < $1.tierLabel }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(eventsByTier, id: \.eventId) { event in
                    Section {
                        ForEach(event.draws, id: \.drawNumber) { draw in
                            Text(draw.drawLabel)
                                .font(.caption.weight(.semibold))
                                .foregroundStyle(.secondary)
                            ForEach(draw.games, id: \.gameId) { game in
                                NavigationLink(value: game.gameId) {
                                    GameRow(game: game)
                                }
                            }
                        }
                    } header: {
                        HStack {
                            Text(event.eventName)
                            Spacer()
                            Text(event.tierLabel)
                        }
                    }
                }
            }
            .navigationTitle("Schedule")
            .navigationDestination(for: String.self) { gameId in
                GameCenterView(gameId: gameId)
            }
            .toolbar {
                Button("Settings", systemImage: "gearshape") { showsSettings = true }
            }
            .sheet(isPresented: $showsSettings) { SettingsView() }
            .refreshable { try? await scheduleService.refresh() }
            .task { try? await scheduleService.refresh() }
        }
    }
}

#Preview {
    ScheduleView()
}
