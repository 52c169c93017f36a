import SwiftUI

struct UpcomingView: View {
    let fixtures: [MatchItem]

    var body: some View {
        ForEach(fixtures, id: \.matchId) { fixture in
            VStack(alignment: .leading, spacing: Theme.Spacing.small) {
                Text(fixture.kickoffLabel)
                    .font(.headline)
                if fixture.isFuture() {
                    CountdownView(start: fixture.startTime)
                } else {
                    Text(fixture.displayState.statusText)
                }
                Text(fixture.startTime.formatted(date: .omitted, time: .shortened))
                    .font(.caption)
            }
        }
    }
}
