import SwiftUI

struct MatchListView: View {
    @Environment(\.matchService) private var matchService
    @Environment(\.followService) private var followService
    @State private var matches: [MatchItem] = []
    @State private var day = Date.now
    var title: String = "Today"

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(matches.filter { $0.display.isLive }) { match in
                        NavigationLink(value: match) {
                            row(match)
                        }
                    }
                } header: {
                    Text("Live now")
                }
                Section("Later today") {
                    ForEach(matches.sorted { $0.startsAt < $1.startsAt }.filter { !$0.display.isLive }) { match in
                        NavigationLink(value: match) {
                            row(match)
                        }
                    }
                }
            }
            .navigationTitle(title)
            .navigationDestination(for: MatchItem.self) { MatchDetailView(match: $0) }
            .onAppear {
                Task { matches = (try? await matchService.loadSchedule(day: day)) ?? [] }
            }
            .refreshable { matches = (try? await matchService.loadSchedule(day: day)) ?? [] }
        }
    }

    @ViewBuilder
    private func row(_ match: MatchItem) -> some View {
        HStack(spacing: Theme.Spacing.s) {
            Text(match.home.flagEmoji + " " + match.home.shortName + " v " + match.away.shortName + " " + match.away.flagEmoji)
                .font(Typography.label)
            Spacer()
            if match.phase == .live {
                Text("LIVE")
                    .chip(tint: Theme.Palette.live)
            } else {
                Text(match.startsAt, format: .dateTime.hour().minute())
                    .foregroundColor(.secondary)
            }
        }
    }
}

#Preview {
    MatchListView()
}
