import SwiftUI

struct EventRow: View {
    let event: MatchEvent

    var body: some View {
        HStack(alignment: .top, spacing: Theme.Spacing.s) {
            Text(event.minute.formatted() + "'")
                .font(.caption.monospacedDigit())
                .frame(width: 32, alignment: .trailing)
            icon
            VStack(alignment: .leading, spacing: 2) {
                Text(event.descriptionText)
                    .font(.subheadline)
                Text(event.kind == .videoReferral ? "Video referral" : event.playerName)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
    }

    @ViewBuilder
    private var icon: some View {
        switch event.kind {
        case .fieldGoal, .penaltyCornerGoal, .penaltyStrokeGoal:
            Image(systemName: "circle.fill").foregroundStyle(Theme.Palette.turf)
        case .greenCard:
            Image(systemName: "triangle.fill").foregroundStyle(Theme.Palette.greenCard)
        case .yellowCard:
            Image(systemName: "square.fill").foregroundStyle(Theme.Palette.yellowCard)
        case .redCard:
            Image(systemName: "circle.fill").foregroundStyle(Theme.Palette.redCard)
        case .videoReferral:
            Image(systemName: "video")
        }
    }
}

#Preview {
    EventRow(event: PreviewFixtures.matchDetail.events[0])
}
