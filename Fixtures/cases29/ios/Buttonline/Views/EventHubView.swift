import SwiftUI

/// Swipeable pages for an event: draws, standings, playoff bracket.
struct EventHubView: View {
    let event: EventGroup
    @State private var page = 0

    var body: some View {
        TabView(selection: $page) {
            DrawListPage(event: event).tag(0)
            StandingsView(eventId: event.eventId).tag(1)
            BracketPage(eventId: event.eventId).tag(2)
        }
        .tabViewStyle(.page)
        .navigationTitle(event.eventName)
    }
}

struct DrawListPage: View {
    let event: EventGroup
    var body: some View {
        List(event.draws, id: \.drawNumber) { draw in
            Text(draw.drawLabel)
        }
    }
}

struct BracketPage: View {
    let eventId: String
    var body: some View {
        ContentUnavailableView("Bracket", systemImage: "trophy")
    }
}
