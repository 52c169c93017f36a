import SwiftUI

struct OrderOfPlayView: View {
    @Environment(\.scoresService) private var scoresService
    @State private var viewModel = OrderOfPlayViewModel()

    var body: some View {
        NavigationStack {
            List {
                ForEach(viewModel.courts) { court in
                    Section(court.name) {
                        ForEach(court.entries) { entry in
                            OrderOfPlayRow(entry: entry, notBefore: viewModel.notBeforeText(for: entry))
                        }
                    }
                }
            }
            .navigationTitle("Order of play")
            .task(id: viewModel.selectedDay) { await viewModel.load(using: scoresService) }
            .toolbar {
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button("Previous day", systemImage: "chevron.left") { viewModel.showPreviousDay() }
                    Button("Next day", systemImage: "chevron.right") { viewModel.showNextDay() }
                }
            }
        }
    }
}

struct OrderOfPlayRow: View {
    let entry: OrderOfPlayEntry
    let notBefore: String?

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.xs) {
            Text(entry.slotLabel)
                .font(.caption)
                .foregroundStyle(.secondary)
            Text(entry.matchup)
                .font(Typography.rowTitle)
            if let resumesAt = entry.resumesAt {
                Text(timerInterval: Date.now...resumesAt, countsDown: true)
                    .monospacedDigit()
                    .foregroundStyle(Palette.live)
            }
            Text(entry.status == .inPlay ? "On court now" : entry.roundLabel)
                .font(.caption)
            if let notBefore {
                Text(notBefore)
                    .font(.caption2)
            }
        }
    }
}
