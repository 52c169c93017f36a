import SwiftUI
import WidgetKit

struct NextFixtureEntry: TimelineEntry {
    let date: Date
    let fixture: MatchSummary?
}

struct NextFixtureWidgetView: View {
    let entry: NextFixtureEntry

    private var headline: String? {
        entry.fixture.map { $0.state == .live ? $0.display.scoreText : $0.display.statusText }
    }

    var body: some View {
        if let fixture = entry.fixture {
            VStack(alignment: .leading, spacing: 2) {
                Text(fixture.pairing())
                    .font(.headline)
                if fixture.kickoff == .distantFuture {
                    Text("Postponed")
                } else {
                    Text(headline ?? "")
                    Text("Starts in \(timerInterval: entry.date...fixture.kickoff, countsDown: true)")
                    Text(fixture.kickoff, format: .dateTime.weekday(.abbreviated).hour().minute())
                        .font(.caption2)
                }
            }
            .containerBackground(for: .widget) { Color("BoundaryNight") }
        }
    }
}
