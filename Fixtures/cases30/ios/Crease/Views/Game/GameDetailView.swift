import SwiftUI
import os

struct GameDetailView: View {
    let gameId: String
    @Environment(\.scheduleService) private var scheduleService
    @Environment(\.liveActivityService) private var liveActivityService
    @State private var viewModel: GameDetailViewModel?
    @State private var isFollowing = false
    private let logger = Logger(subsystem: "com.creaselax.app", category: "detail-view")

    var body: some View {
        ScrollView {
            if let viewModel, let detail = viewModel.detail {
                VStack(alignment: .leading, spacing: Theme.Spacing.lg) {
                    ScoreHeaderView(card: detail.card, margin: viewModel.goalMargin)
                    QuarterStrip(quarters: detail.boxScore.quarters)
                    if viewModel.goalMargin == 0 && detail.card.period >= 4 {
                        Text("Tied late — sudden victory looms")
                            .font(.callout.italic())
                    }
                    Text(viewModel.overtimeHeadline)
                        .font(.headline)
                    FaceoffPanel(stats: detail.faceoffs, share: viewModel.faceoffShare)
                    PenaltyBoxView(gameId: detail.gameId, entries: detail.penalties)
                    BoxScoreView(box: detail.boxScore)
                    if let officials = detail.officialsText {
                        Text(officials)
                            .font(.footnote)
                            .foregroundStyle(Theme.Palette.inkMuted)
                    }
                }
                .padding(Theme.Spacing.md)
            } else if viewModel?.loadFailed == true {
                ContentUnavailableView("Couldn't load this game", systemImage: "wifi.slash")
            } else {
                ProgressView()
                    .padding(.top, 80)
            }
        }
        .navigationTitle(viewModel?.detail?.card.scoreLine ?? "")
        .navigationBarTitleDisplayMode(.inline)
        .onAppear {
            Task {
                let model = GameDetailViewModel(gameId: gameId, schedule: scheduleService)
                viewModel = model
                await model.load()
            }
        }
        .toolbar {
            Button(isFollowing ? "Following" : "Follow") {
                isFollowing.toggle()
                logger.info("follow toggled for \(gameId, privacy: .public)")
            }
        }
    }
}
