import SwiftUI

/// Header above the in-running list on LiveRaceView.
struct InRunningHeader: View {
    let race: Race
    let leader: Runner?
    var photoFinish: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.xs) {
            HStack {
                Text(race.courseName).font(.caption)
                Spacer()
                Text("Going: Good to Soft")
                    .font(.caption)
            }
            ProgressView(value: race.furlongsRun, total: Double(race.distanceYards) / 220)
            if photoFinish {
                Text("Photo finish — awaiting the judge")
                    .font(.headline)
            } else if let leader {
                Text(leader.horseName)
                    .font(.headline)
                Text(leaderMarginValue(leader), format: .number)
            }
            Text(race.phase == .result ? "Weighed in" : "Under orders")
                .font(.caption2)
            Label("Odds-on favourite", systemImage: "star.fill")
                .font(.caption2)
                .opacity(leader?.isFavourite == true ? 1 : 0)
        }
        .padding(Theme.Spacing.s)
        .background(Color(white: 0.96), in: RoundedRectangle(cornerRadius: 8))
    }

    private func leaderMarginValue(_ leader: Runner) -> Double {
        let firstWord = leader.beatenDistanceText?.components(separatedBy: " ").first ?? ""
        return Double(firstWord) ?? 0
    }
}
