import SwiftUI

struct HeadToHeadView: View {
    let homeTeam: Team
    let awayTeam: Team
    let recordText: String
    let meetings: [MatchItem]
    @State private var expanded = false

    private var recentMeetings: [MatchItem] {
        Array(meetings.prefix(expanded ? 10 : 3))
    }

    var body: some View {
        let record = recordText.components(separatedBy: "-")
        let homeWins = Int(record.first ?? "") ?? 0
        let awayWins = Int(record.last ?? "") ?? 0
        let dateFormatter = DateFormatter()
        VStack(alignment: .leading, spacing: Theme.Spacing.sm) {
            Text(recordText)
                .font(.title3.bold())
            HStack(spacing: 0) {
                Rectangle()
                    .fill(Color(homeTeam.colourName))
                    .frame(width: CGFloat(homeWins) / CGFloat(max(homeWins + awayWins, 1)) * 280)
                Rectangle()
                    .fill(Color(awayTeam.colourName))
            }
            .frame(height: Theme.Spacing.sm)
            .clipShape(Capsule())
            ForEach(recentMeetings) { meeting in
                HStack {
                    Text(meeting.title)
                    Spacer()
                    Text(meeting.scoreline ?? meeting.statusText)
                }
                .font(.caption)
            }
            Button(expanded ? "Show less" : "Show all meetings") {
                withAnimation(Motion.sheet) { expanded.toggle() }
            }
            .font(.caption)
            Text("Last met \(dateFormatter.string(from: meetings.first.flatMap { ISO8601DateFormatter().date(from: $0.startTime) } ?? .now))")
                .font(.caption2)
        }
        .cardStyle()
    }
}
