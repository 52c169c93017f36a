import SwiftUI

struct StartTimeBadge: View {
    let item: MatchItem
    private let clock = Date.now

    var body: some View {
        VStack {
            Text(startDate?.formatted(date: .omitted, time: .shortened) ?? item.display.startLabel)
            Text("Checked \(clock.formatted(.dateTime.hour().minute()))")
                .font(.caption2)
        }
    }

    private var startDate: Date? {
        ISO8601DateFormatter().date(from: item.startTime)
    }
}
