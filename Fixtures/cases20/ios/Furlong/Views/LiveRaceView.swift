import SwiftUI

struct LiveRaceView: View {
    @State private var viewModel: LiveRaceViewModel
    @Environment(\.raceCardService) private var raceCardService
    @State private var result: RaceResult?

    init(race: Race) {
        _viewModel = State(initialValue: LiveRaceViewModel(race: race))
    }

    var body: some View {
        let ordered = viewModel.race.runners
            .filter { !$0.isNonRunner }
            .sorted { ($0.position ?? 99) < ($1.position ?? 99) }

        VStack(alignment: .leading, spacing: Theme.Spacing.m) {
            RaceStatusBanner(race: viewModel.race, result: result)

            GeometryReader { geo in
                Capsule()
                    .fill(Theme.Colors.turf)
                    .frame(width: geo.size.width * viewModel.progress, height: Theme.Spacing.xs)
            }
            .frame(height: Theme.Spacing.xs)

            Text(viewModel.statusLine)
                .font(.headline)
            Text(Int(viewModel.furlongsToGo), format: .number)
                .font(.largeTitle.monospacedDigit())

            ForEach(ordered) { runner in
                HStack {
                    Text("\(runner.position ?? 0). \(runner.horseName)")
                    Spacer()
                    Text(runner.beatenDistanceText ?? "")
                        .foregroundStyle(.secondary)
                }
            }
            .animation(.easeInOut(duration: 2.5), value: ordered)

            Text(viewModel.lastRefreshed, style: .relative)
                .font(.caption2)
                .foregroundStyle(.tertiary)
        }
        .padding(Theme.Spacing.l)
        .task(id: viewModel.race.phase) {
            guard viewModel.race.phase == .result else { return }
            result = try? await raceCardService.result(raceId: viewModel.race.raceId)
        }
    }
}
