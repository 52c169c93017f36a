import SwiftUI

struct ScoreboardView: View {
    @Environment(\.scoreboardService) private var scoreboardService
    @State private var viewModel = ScoreboardViewModel()
    @State private var selectedDate = Date()
    @State private var showingDatePicker = false

    var body: some View {
        NavigationStack {
            List {
                if viewModel.divisions.isEmpty {
                    Text("No games on the slate today")
                        .foregroundStyle(.secondary)
                }
                if !viewModel.closeGames.isEmpty {
                    Section("Close games") {
                        ForEach(viewModel.closeGames) { GameRow(game: $0) }
                    }
                }
                ForEach(viewModel.divisions, id: \.name) { group in
                    Section(group.name) {
                        ForEach(group.games) { game in
                            NavigationLink(value: game) {
                                GameRow(game: game)
                            }
                        }
                    }
                }
                if let refreshed = viewModel.lastRefreshed {
                    Text(refreshed, style: .relative)
                        .font(.caption2)
                }
            }
            .navigationTitle("Scores")
            .navigationDestination(for: GameItem.self) { item in
                GameDetailLoader(gameId: item.id)
            }
            .toolbar {
                Button("Pick date", systemImage: "calendar") { showingDatePicker.toggle() }
            }
            .task(id: selectedDate) {
                await viewModel.load(using: scoreboardService, date: selectedDate)
            }
            .refreshable {
                await viewModel.load(using: scoreboardService, date: selectedDate)
            }
            .sheet(isPresented: $showingDatePicker) {
                DatePicker("Date", selection: $selectedDate, displayedComponents: .date)
                    .datePickerStyle(.graphical)
                    .padding()
            }
        }
    }
}
