import SwiftUI

struct HubView: View {
    @Binding var deepLinkMatchId: String?
    @Environment(\.scheduleService) private var scheduleService
    @Environment(\.followService) private var followService
    @State private var viewModel = HubViewModel()
    @State private var path: [MatchItem] = []

    var body: some View {
        NavigationStack(path: $path) {
            List {
                if !followedMatches.isEmpty {
                    Section("Following") {
                        ForEach(followedMatches) { match in
                            NavigationLink(value: match) {
                                HStack {
                                    Text(match.display.title)
                                    Spacer()
                                    Text(match.display.scoreText)
                                        .monospacedDigit()
                                }
                            }
                        }
                    }
                }
                ForEach(viewModel.sessions, id: \.sessionId) { group in
                    Section {
                        ForEach(group.matches) { match in
                            NavigationLink(value: match) {
                                MatchRowView(match: match)
                            }
                        }
                    } header: {
                        Text(group.header)
                    }
                }
            }
            .navigationTitle("Schedule")
            .navigationDestination(for: MatchItem.self) { MatchDetailView(match: $0) }
            .overlay {
                if viewModel.loadFailed && viewModel.sessions.isEmpty {
                    ContentUnavailableView("Couldn't load the schedule", systemImage: "wifi.slash")
                }
            }
            .refreshable { await viewModel.load(using: scheduleService) }
            .task { await viewModel.load(using: scheduleService) }
            .onChange(of: deepLinkMatchId) { _, matchId in
                guard let matchId, let match = viewModel.match(withId: matchId) else { return }
                path = [match]
                deepLinkMatchId = nil
            }
        }
    }

    private var followedMatches: [MatchItem] {
        viewModel.matches(in: followService.followedMatchIds)
    }
}

#Preview {
    HubView(deepLinkMatchId: .constant(nil))
}
