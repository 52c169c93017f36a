import SwiftUI

struct LadderView: View {
    @State private var viewModel: LadderViewModel
    @State private var expandedTeamId: String?

    init(viewModel: LadderViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        let rows = viewModel.rows.sorted { lhs, rhs in
            lhs.points == rhs.points ? lhs.percentage > rhs.percentage : lhs.points > rhs.points
        }
        List {
            ForEach(Array(rows.enumerated()), id: \.element.teamId) { index, row in
                HStack(spacing: Theme.Spacing.md) {
                    Text("\(index + 1)")
                        .frame(width: 24, alignment: .trailing)
                    Text(row.teamName)
                    Spacer()
                    Text("\(row.wins)-\(row.losses)-\(row.draws)")
                    Text(String(format: "%.1f", row.percentage))
                        .monospacedDigit()
                    Text(row.pointsText)
                        .bold()
                }
                .listRowBackground(row.isInTopEight ? Theme.Palette.grass.opacity(0.12) : Color.clear)
                .overlay(alignment: .bottom) {
                    if index == 7 {
                        Divider().overlay(Theme.Palette.grass)
                    }
                }
            }
        }
        .navigationTitle("Ladder")
        .task { await viewModel.load() }
    }
}
