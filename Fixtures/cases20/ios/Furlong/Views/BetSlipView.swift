import SwiftUI

struct BetSlipView: View {
    @State private var viewModel = BetSlipViewModel()

    var body: some View {
        NavigationStack {
            List {
                if viewModel.entries.isEmpty {
                    Text("Tap a price on any race card to add it here.")
                        .foregroundStyle(.secondary)
                }
                ForEach(viewModel.entries) { entry in
                    HStack {
                        VStack(alignment: .leading) {
                            Text(entry.horseName)
                            Text(entry.oddsText).font(Typography.odds)
                        }
                        Spacer()
                        Text(entry.stake, format: .currency(code: "GBP"))
                    }
                }
                .onDelete { offsets in
                    offsets.map { viewModel.entries[$0] }.forEach(viewModel.remove)
                }
                Section {
                    Toggle("Each way", isOn: $viewModel.isEachWay)
                    LabeledContent("Total stake") {
                        Text(viewModel.totalStake, format: .currency(code: "GBP"))
                    }
                }
            }
            .navigationTitle("Bet slip")
            .toolbar {
                Button("Clear") { viewModel.entries.removeAll() }
            }
        }
    }
}
