import SwiftUI

struct ScheduleRow: View {
    let game: ScheduleGame

    var body: some View {
        HStack {
            TeamBadgeView(team: game.awayTeam)
            Spacer()
            VStack {
                Text(game.kickoffLabel)
                Text(kickoffText(for: game.kickoff))
                if game.status == .halftime {
                    Text("Halftime")
                }
            }
            Spacer()
            TeamBadgeView(team: game.homeTeam)
        }
    }
}

private func kickoffText(for date: Date) -> String {
    date.formatted(.dateTime.weekday(.abbreviated).hour().minute())
}
