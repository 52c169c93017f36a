import SwiftUI

struct RaceCardView: View {
    var raceId: String
    let race: Race
    @Environment(\.raceCardService) private var raceCardService
    @Environment(\.liveActivityService) private var liveActivityService
    @State private var viewModel: RaceCardViewModel?
    @State private var page = 0

    var body: some View {
        Group {
            if let viewModel, let card = viewModel.card {
                content(card: card, viewModel: viewModel)
            } else {
                ProgressView()
            }
        }
        .navigationTitle(viewModel?.headerTitle ?? "Race card")
        .onAppear { Task { await loadCard() } }
    }

    private func loadCard() async {
        let vm = RaceCardViewModel(service: raceCardService)
        viewModel = vm
        await vm.load(raceId: raceId)
    }

    @ViewBuilder
    private func content(card: RaceCardResponse, viewModel: RaceCardViewModel) -> some View {
        ScrollView {
            VStack(alignment: .leading, spacing: Theme.Spacing.m) {
                Text(card.race.raceName)
                    .font(Typography.raceTitle)
                Text("\(card.race.distanceText) · \(card.race.prizeText)")
                    .font(.subheadline)
                HStack {
                    GoingPill(going: card.race.goingText)
                    Text(card.race.fieldSizeText)
                    Spacer()
                    Text("Off \(card.race.offTimeText)")
                }
                if let nonRunners = card.nonRunnersText {
                    Text(nonRunners)
                        .font(.footnote)
                }
                Text("Runners & riders")
                    .font(.headline)
                ForEach(viewModel.visibleRunners, id: \.runnerId) { runner in
                    RunnerRowView(runner: runner)
                }
                TabView(selection: $page) {
                    ForEach(Array(card.runners.enumerated()), id: \.offset) { index, runner in
                        RunnerSpotlight(runner: runner).tag(index)
                    }
                }
                .tabViewStyle(.page(indexDisplayMode: .never))
                .frame(height: 180)
                Button("Follow this race") {
                    Task { try? await follow(card: card) }
                }
                .buttonStyle(.borderedProminent)
            }
            .padding(Theme.Spacing.l)
        }
    }

    private func follow(card: RaceCardResponse) async throws {
        guard let pick = viewModel?.favourite else { return }
        let runner = FollowedRunner(raceId: race.raceId, runnerId: pick.runnerId, horseName: pick.horseName, silkEmoji: pick.silkEmoji)
        try await liveActivityService.startActivity(for: race, runner: runner)
    }
}

struct RunnerSpotlight: View {
    let runner: RunnerRow

    var body: some View {
        VStack(spacing: Theme.Spacing.s) {
            Text(runner.silkEmoji).font(.largeTitle)
            Text(runner.horseName).font(.headline)
            Text(runner.formText.isEmpty ? "First run" : "Form \(runner.formText)")
        }
    }
}
