import SwiftUI

struct PointByPointView: View {
    let matchId: String
    let homeTeamId: String
    @State private var rallies: [RallyEvent] = []
    @State private var setPointsOnly = false

    var body: some View {
        List {
            Toggle("Set points only", isOn: $setPointsOnly)
            ForEach(setPointsOnly ? rallies.filter(\.isSetPoint) : rallies) { rally in
                HStack {
                    Text(rally.description)
                    Spacer()
                    Text(rally.scoreLabel)
                        .monospacedDigit()
                }
                .listRowBackground(rally.teamId == homeTeamId ? AppColors.court.opacity(0.1) : Color.clear)
                .accessibilityLabel(rally.teamId == homeTeamId ? "Home point" : "Away point")
            }
        }
        .task {
            guard let url = URL(string: "https://api.sideout.app/v1/matches/\(matchId)/rallies") else { return }
            guard let (data, _) = try? await URLSession.shared.data(from: url), let decoded = try? JSONDecoder.sideout.decode([RallyEvent].self, from: data) else { return }
            rallies = decoded
        }
    }
}
