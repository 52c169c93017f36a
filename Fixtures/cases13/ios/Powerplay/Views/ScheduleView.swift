import SwiftUI

struct ScheduleView: View {
    @Environment(\.scheduleService) private var scheduleService
    @State private var viewModel = ScheduleViewModel()
    @State private var scrolledDay: ScheduleDay.ID?

    var body: some View {
        NavigationStack {
            VStack(spacing: Theme.Spacing.m) {
                // Paged day strip: ScrollView + paging behaviour, never TabView(.page) (ADR-010).
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 0) {
                        ForEach(viewModel.days) { day in
                            DayColumn(day: day)
                                .containerRelativeFrame(.horizontal)
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollTargetBehavior(.paging)
                .scrollPosition(id: $scrolledDay)

                if viewModel.liveGames.isEmpty == false {
                    LiveStrip(games: viewModel.liveGames)
                }
            }
            .navigationTitle("Fixtures")
            .refreshable {
                await viewModel.reload(using: scheduleService)
            }
            .task {
                await viewModel.reload(using: scheduleService)
            }
        }
    }
}

private struct DayColumn: View {
    let day: ScheduleDay

    var body: some View {
        List(day.games) { game in
            NavigationLink(value: game.id) {
                MatchRowView(game: game)
            }
        }
        .listStyle(.plain)
    }
}

private struct LiveStrip: View {
    let games: [Fixture]

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: Theme.Spacing.s) {
                ForEach(games) { game in
                    Text(game.shortStatusText)
                        .font(Theme.Typeface.caption)
                        .padding(Theme.Spacing.xs)
                        .background(Theme.Palette.liveChip, in: Capsule())
                }
            }
        }
    }
}
