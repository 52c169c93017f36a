import SwiftUI

struct MatchListView: View {
    @Environment(\.scoreService) private var scoreService
    @State private var viewModel = MatchListViewModel()

    var body: some View {
        List {
            Toggle("Live only", isOn: $viewModel.liveOnly)
            ForEach(viewModel.visible(scoreService.liveMatches), id: \.matchId) {
                MatchRowView(item: $0)
            }
        }
        .overlay {
            if scoreService.liveMatches.isEmpty {
                EmptyStateView()
            }
        }
        .navigationTitle("Matches")
        .refreshable { await scoreService.refreshLive() }
        .onAppear { Task { await scoreService.refreshLive() } }
    }
}

#Preview {
    NavigationStack { MatchListView() }
}
