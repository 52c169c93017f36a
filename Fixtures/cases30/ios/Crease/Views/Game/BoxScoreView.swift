import SwiftUI

struct BoxScoreView: View {
    let box: BoxScore
    @State private var showHome = true
    @State private var sortByPoints = false

    var body: some View {
        let roster = showHome ? box.homePlayers : box.awayPlayers
        let ordered = sortByPoints
            ? roster.sorted { ($0.goals + $0.twoPointGoals * 2 + $0.assists) > ($1.goals + $1.twoPointGoals * 2 + $1.assists) }
            : roster
        let onField = roster.filter { $0.isOnField }

        VStack(alignment: .leading, spacing: Theme.Spacing.sm) {
            Picker("Side", selection: $showHome) {
                Text("Home").tag(true)
                Text("Away").tag(false)
            }
            .pickerStyle(.segmented)
            Toggle("Sort by points", isOn: $sortByPoints)
            Text("On the field: \(onField.count)")
                .font(.caption)
            ForEach(ordered) { player in
                HStack {
                    Text("#\(player.jersey)")
                        .frame(width: 34, alignment: .leading)
                    Text(player.name)
                    Spacer()
                    Text(player.statLineText)
                        .monospacedDigit()
                }
            }
            Text(box.savesText)
            Text(box.faceoffText)
        }
    }
}
