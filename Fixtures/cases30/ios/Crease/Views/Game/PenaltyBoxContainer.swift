import SwiftUI

/// Wraps the penalty box with its own refresh loop while the game screen is visible.
struct PenaltyBoxContainer: View {
    let gameId: String
    @Environment(\.creaseAPI) private var api
    @State private var penaltyModel: PenaltyBoxViewModel?

    var body: some View {
        Group {
            if let penaltyModel {
                VStack(alignment: .leading, spacing: Theme.Spacing.sm) {
                    if let banner = penaltyModel.bannerText {
                        Text(banner).font(.subheadline.weight(.semibold))
                    }
                    PenaltyBoxView(gameId: gameId, entries: penaltyModel.entries)
                }
                .task { try? await penaltyModel.refresh() }
            } else {
                ProgressView()
            }
        }
        .onAppear { Task { await bootstrap() } }
    }

    private func bootstrap() async {
        let model = PenaltyBoxViewModel(gameId: gameId, api: api)
        penaltyModel = model
        try? await model.refresh()
    }
}
