import SwiftUI

struct StageView: View {
    let stageId: String
    @Environment(\.raceService) private var raceService
    @Environment(\.followService) private var followService
    @State private var viewModel: StageViewModel?

    var body: some View {
        ScrollView {
            if let display = viewModel?.display {
                VStack(alignment: .leading, spacing: Theme.Spacing.lg) {
                    StageHeaderView(display: display)
                    if let note = display.liveNote {
                        LiveNoteBanner(text: note)
                    }
                    if let breakaway = display.breakaway {
                        BreakawayCardView(breakaway: breakaway)
                    }
                    GCPreviewList(rows: display.gcTop)
                }
                .padding(Theme.Spacing.lg)
            } else if viewModel?.isLoading == true {
                ProgressView()
                    .frame(maxWidth: .infinity)
                    .padding(.top, Theme.Spacing.xl)
            } else if let message = viewModel?.errorMessage {
                ErrorStateView(message: message) {
                    Task { await viewModel?.load() }
                }
            }
        }
        .navigationTitle(viewModel?.headline ?? "")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                FollowButton(raceId: String(stageId.prefix(while: { $0 != "-" })))
            }
        }
        .onAppear {
            let model = StageViewModel(stageId: stageId, raceService: raceService)
            viewModel = model
            Task { await model.load() }
        }
    }
}

private struct GCPreviewList: View {
    let rows: [GcRowDisplay]

    var body: some View {
        VStack(spacing: 0) {
            ForEach(rows) { row in
                GCRowView(row: row)
                    .padding(.vertical, Theme.Spacing.xs)
                Divider()
            }
        }
        .cardStyle()
    }
}

#Preview {
    NavigationStack { StageView(stageId: "tdf-2025-s14") }
}
