import os
import SwiftUI

struct ScorecardView: View {
    let tournamentId: String
    let playerId: String

    @State private var viewModel = ScorecardViewModel()
    @State private var loadError: String?
    private let logger = Logger.fairway(.leaderboard)

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: Spacing.md) {
                nineRow(title: "Out", holes: viewModel.frontNine)
                nineRow(title: "In", holes: viewModel.backNine)
                if let caption = viewModel.currentHoleCaption {
                    Text(caption).font(.footnote)
                }
            }
            .padding(Spacing.lg)
        }
        .onAppear {
            Task {
                await loadScorecard()
            }
        }
    }

    private func nineRow(title: String, holes: [HoleSnapshot]) -> some View {
        HStack(spacing: 2) {
            Text(title).font(.caption.bold()).frame(width: 28)
            ForEach(holes, id: \.holeNumber) { hole in
                holeCell(hole)
            }
        }
    }

    private func holeCell(_ hole: HoleSnapshot) -> AnyView {
        switch hole.resultKind {
        case "eagle":
            return AnyView(Circle().strokeBorder(lineWidth: 2).overlay(Text(hole.strokesDisplay)))
        case "birdie":
            return AnyView(Circle().stroke().overlay(Text(hole.strokesDisplay)))
        case "bogey":
            return AnyView(Rectangle().stroke().overlay(Text(hole.strokesDisplay)))
        default:
            return AnyView(Text(hole.strokesDisplay))
        }
    }

    private func loadScorecard() async {
        do {
            let url = URL(string: "https://api.fairway.golf/tournaments/\(tournamentId)/players/\(playerId)/scorecard")!
            let (data, _) = try await URLSession.shared.data(from: url)
            let holes = try JSONDecoder().decode([HoleSnapshot].self, from: data)
            viewModel.load(holes)
        } catch {
            // Do not print() decode errors here; the logger redacts player ids.
            logger.error("scorecard load failed")
            loadError = error.localizedDescription
        }
    }
}
