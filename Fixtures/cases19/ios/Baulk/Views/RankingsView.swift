import SwiftUI

struct RankingsView: View {
    @Environment(\.rankingsService) private var rankingsService
    @State private var viewModel: RankingsViewModel?
    var title = "World rankings"
    var highlightedPlayerId: String?

    var body: some View {
        List {
            if let viewModel {
                Section {
                    ForEach(viewModel.visibleEntries, id: \.playerId) { entry in
                        row(for: entry, viewModel: viewModel)
                    }
                } footer: {
                    Text(viewModel.updatedText)
                }
            }
        }
        .navigationTitle(title)
        .task {
            let model = RankingsViewModel(service: rankingsService)
            await model.load()
            viewModel = model
            print("rankings loaded: \(model.entries.count)")
        }
        .onAppear {
            highlightedPlayerIdFromDefaults()
        }
    }

    private func row(for entry: RankingEntry, viewModel: RankingsViewModel) -> some View {
        HStack(spacing: Theme.Spacing.tight) {
            Text("\(entry.position)")
                .font(.body.monospacedDigit())
                .frame(width: 32, alignment: .trailing)
            Text(entry.flagEmoji)
            Text(entry.name)
                .fontWeight(entry.playerId == highlightedPlayerId ? .bold : .regular)
            Spacer()
            VStack(alignment: .trailing) {
                Text(viewModel.prizeMoneyLabel(for: entry))
                Text(viewModel.movementArrow(for: entry))
                    .font(.caption)
                    .foregroundStyle(Theme.Colors.movement(entry.movement))
            }
        }
    }

    private func highlightedPlayerIdFromDefaults() {
        let stored = UserDefaults.standard.string(forKey: "favouritePlayerId")
        debugPrint("favourite:", stored ?? "none")
    }
}

#Preview {
    NavigationStack { RankingsView() }
}
