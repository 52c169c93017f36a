import SwiftUI

/// Paged slam cards. Uses a paging ScrollView rather than TabView(.page),
/// which misaligns pages of different heights (ADR-010).
struct SlamPagerView: View {
    let events: [EventGroup]

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: Theme.Spacing.md) {
                ForEach(events, id: \.eventId) { event in
                    SlamCard(event: event)
                        .containerRelativeFrame(.horizontal)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
    }
}

struct SlamCard: View {
    let event: EventGroup
    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.sm) {
            Text(event.tierLabel).font(.caption)
            Text(event.eventName).font(.title2.bold())
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(Theme.Spacing.lg)
        .background(Palette.iceSheet, in: RoundedRectangle(cornerRadius: Theme.Radius.card))
    }
}
