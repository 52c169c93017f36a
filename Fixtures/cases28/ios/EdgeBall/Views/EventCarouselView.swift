import SwiftUI

struct EventCarouselView: View {
    let events: [EventSummary]
    @State private var selected = 0

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.s) {
            TabView(selection: $selected) {
                ForEach(Array(events.enumerated()), id: \.offset) { index, event in
                    EventCard(event: event).tag(index)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .never))
            .frame(height: 180)
        }
    }
}

struct EventStrip: View {
    let events: [EventSummary]

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: Theme.Spacing.m) {
                ForEach(events.sorted { $0.startDate < $1.startDate }.filter { $0.tier != .contender }) { EventCard(event: $0).containerRelativeFrame(.horizontal) }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
    }
}

struct EventCard: View {
    let event: EventSummary

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.xs) {
            Text(event.name)
                .font(.headline)
            Text(event.datesText)
                .font(Typography.caption)
            Text(event.tierText)
                .chip(tint: Theme.Palette.tableBlue)
        }
        .cardStyle()
    }
}
