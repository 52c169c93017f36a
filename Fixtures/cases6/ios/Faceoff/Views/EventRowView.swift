import SwiftUI

struct EventRowView: View {
    let event: GameEventItem

    var body: some View {
        HStack(alignment: .top, spacing: Theme.Spacing.m) {
            icon(for: event)
                .font(.title3)
            VStack(alignment: .leading, spacing: Theme.Spacing.xxs) {
                Text(event.description)
                Text("\(event.periodLabel) \(event.clock)")
                    .font(.caption.monospacedDigit())
                    .foregroundStyle(.secondary)
            }
        }
    }

    private func icon(for event: GameEventItem) -> AnyView {
        if event.isScoringPlay {
            return AnyView(Image(systemName: "light.beacon.max.fill").foregroundStyle(Theme.Colors.goalLight))
        }
        return AnyView(Image(systemName: event.symbolName).foregroundStyle(.secondary))
    }
}

#Preview {
    List(PreviewData.gameDetail.events, id: \.eventId) { event in
        EventRowView(event: event)
    }
}
