import SwiftUI

struct HighlightsCarousel: View {
    let events: [MatchEvent]
    @State private var page = 0

    var body: some View {
        TabView(selection: $page) {
            ForEach(Array(events.prefix(6).enumerated()), id: \.element.id) { index, event in
                EventCard(event: event)
                    .tag(index)
            }
        }
        .tabViewStyle(.page(indexDisplayMode: .automatic))
        .frame(height: 180)
    }
}

struct EventCard: View {
    let event: MatchEvent

    var body: some View {
        VStack(alignment: .leading) {
            Text(event.clockText)
            Text(event.descriptionText)
        }
    }
}
