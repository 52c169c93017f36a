import SwiftUI

struct FixturesView: View {
    let matches: [Match]
    @State private var selectedDay = Date.now

    var body: some View {
        List(matches) { match in
            VStack(alignment: .leading) {
                Text(match.homeTeam.name + " vs " + match.awayTeam.name)
                Text(match.startTime.formatted(date: .omitted, time: .shortened))
                    .font(.caption)
                Text(match.startTime, style: .relative)
                    .font(.caption2)
                Text(match.displayState.statusLine)
            }
        }
        .overlay {
            if matches.isEmpty {
                ContentUnavailableView("No fixtures", systemImage: "calendar")
            }
        }
    }
}
