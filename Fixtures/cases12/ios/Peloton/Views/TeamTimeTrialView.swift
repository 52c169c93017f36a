import SwiftUI

struct TeamTimeTrialView: View {
    let result: TeamTimeTrialResult
    @Environment(\.liveActivityService) private var liveActivityService

    var body: some View {
        let ranked = result.teams.sorted { $0.elapsedSeconds < $1.elapsedSeconds }
        List(ranked) { team in
            HStack {
                Text(team.teamName)
                Spacer()
                VStack(alignment: .trailing) {
                    Text(team.elapsedLabel)
                        .monospacedDigit()
                    Text(team.gapLabel)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
        }
        .navigationTitle("Team time trial")
    }
}

struct TeamTimeTrialSplitRow: View {
    let team: TeamTimeTrialRow
    let fastest: TeamTimeTrialRow

    var body: some View {
        HStack {
            Text(team.teamName)
            Spacer()
            Text(formattedDelta)
                .monospacedDigit()
        }
    }

    private var formattedDelta: String {
        Duration.seconds(team.elapsedSeconds - fastest.elapsedSeconds).formatted(.time(pattern: .minuteSecond))
    }
}
