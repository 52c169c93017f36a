import SwiftUI

struct MatchTimelineView: View {
    let events: [MatchEvent]
    @State private var keyMomentsOnly = false

    var body: some View {
        List {
            Toggle("Key moments only", isOn: $keyMomentsOnly)
            ForEach(keyMomentsOnly ? events.filter(\.isKeyMoment) : events) { event in
                eventRow(event)
            }
        }
        .listStyle(.plain)
    }

    private func eventRow(_ event: MatchEvent) -> AnyView {
        switch event.type {
        case .yellowCard, .redCard:
            return AnyView(
                HStack {
                    icon(for: event.type)
                    Text(event.description)
                        .fontWeight(.semibold)
                }
                .listRowBackground(Theme.Colors.amber.opacity(0.15))
            )
        default:
            return AnyView(
                HStack {
                    icon(for: event.type)
                    Text(event.description)
                }
            )
        }
    }

    @ViewBuilder
    private func icon(for type: MatchEventType) -> some View {
        switch type {
        case .try, .penaltyTry:
            Image(systemName: "flag.fill").foregroundStyle(Theme.Colors.pitch)
        case .yellowCard:
            Image(systemName: "rectangle.portrait.fill").foregroundStyle(Theme.Colors.amber)
        case .redCard:
            Image(systemName: "rectangle.portrait.fill").foregroundStyle(Theme.Colors.liveRed)
        case .tmoReview:
            Image(systemName: "tv")
        default:
            Image(systemName: "circle.fill").imageScale(.small)
        }
    }
}

#Preview {
    MatchTimelineView(events: PreviewData.events)
}
