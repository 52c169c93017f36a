import SwiftUI

struct GameCenterView: View {
    var gameId: String
    @Environment(\.curlingAPI) private var api
    @Environment(\.followService) private var followService
    @State private var viewModel: GameCenterViewModel?
    @State private var showsLineups = false

    var body: some View {
        ScrollView {
            if let vm = viewModel, let game = vm.game {
                VStack(alignment: .leading, spacing: Theme.Spacing.lg) {
                    Text(game.scoreline)
                        .font(Typography.scoreline)
                        .contentTransition(.numericText())
                    Text(vm.phaseHeadline)
                    Text(vm.leadCaption)
                    Text("\(vm.endsToPlay) ends to play")
                    Text(game.statusLine)
                    HammerBadge(homeHasHammer: game.ends.last?.homeHadHammer ?? false)
                    LinescoreView(game: game)
                    if game.endLabel == "Extra End" {
                        Text("Tied after regulation — extra end to decide it")
                    }
                    Text("Sheet \(game.sheet)")
                    Button(showsLineups ? "Hide lineups" : "Show lineups") { showsLineups.toggle() }
                    FollowButton(gameId: game.gameId)
                }
                .padding(.horizontal, 20)
            } else {
                ProgressView()
                    .padding()
            }
        }
        .background(Color(.sRGB, red: 0.93, green: 0.95, blue: 0.98, opacity: 1))
        .navigationTitle(viewModel?.game?.homeName ?? "")
        .task(id: gameId) {
            let vm = GameCenterViewModel(api: api)
            viewModel = vm
            await vm.load(gameId: gameId)
        }
    }
}
