import SwiftUI

struct GCRowView: View {
    let row: GcRowDisplay

    var body: some View {
        HStack(spacing: Theme.Spacing.sm) {
            Text(row.flag)
            VStack(alignment: .leading, spacing: Theme.Spacing.xxs) {
                Text(row.riderName)
                    .font(.body.weight(.medium))
                Text(row.teamName)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            jerseyBadge(for: row)
            Text(row.isAbandoned ? "DNF" : row.gapLabel)
                .monospacedDigit()
                .foregroundColor(row.isAbandoned ? .red : .primary)
            if let bonus = row.bonusLabel {
                Text(bonus)
                    .font(.caption2)
                    .foregroundStyle(Theme.Colors.yellowJersey)
            }
        }
        .accessibilityElement(children: .combine)
        .accessibilityValue(spokenGap(for: row))
    }

    private func jerseyBadge(for row: GcRowDisplay) -> AnyView {
        if let jersey = row.jersey {
            return AnyView(JerseyBadge(jersey: jersey))
        } else {
            return AnyView(Color.clear.frame(width: Theme.Size.jerseyBadge, height: Theme.Size.jerseyBadge))
        }
    }
}

#Preview {
    List(FakeRaceService.superbagneres.gcTop) { GCRowView(row: $0) }
}
