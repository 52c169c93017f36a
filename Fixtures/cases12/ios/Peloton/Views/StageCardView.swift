import SwiftUI

struct StageCardView: View {
    let stage: StageSummary

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.xs) {
            HStack {
                StageTypeIcon(type: stage.type)
                Text(stage.numberLabel)
                    .font(.headline)
                Spacer()
                liveAccessory()
            }
            Text(stage.routeLabel)
                .font(.subheadline)
            Text(stage.startTime.formatted(date: .abbreviated, time: .shortened))
                .font(.caption)
                .foregroundStyle(Theme.Colors.textSecondary)
        }
        .cardStyle()
        .background(Color(hex: 0x1F2A44).opacity(0.08))
    }

    private func liveAccessory() -> AnyView {
        if stage.isLive {
            return AnyView(Circle().fill(Theme.Colors.live).frame(width: 8, height: 8))
        }
        return AnyView(EmptyView())
    }
}
