import SwiftUI

struct MatchEventFeedView: View {
    let events: [MatchEventItem]
    let homeTeamId: String
    @State private var scoringOnly = false

    var body: some View {
        List {
            Toggle("Scoring only", isOn: $scoringOnly)
            ForEach(scoringOnly ? events.filter(\.isScoring) : events) { event in
                row(for: event)
            }
        }
        .listStyle(.plain)
    }

    private func row(for event: MatchEventItem) -> AnyView {
        if event.kind == .quarterEnd {
            return AnyView(
                Text(event.text)
                    .font(.caption.bold())
                    .frame(maxWidth: .infinity)
            )
        } else {
            return AnyView(
                HStack(alignment: .top, spacing: Theme.Spacing.sm) {
                    EventIconView(kind: event.kind)
                    VStack(alignment: .leading, spacing: Theme.Spacing.xs) {
                        Text(event.text)
                        if let detail = event.detailText {
                            Text(detail)
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                    }
                    Spacer()
                    Text(event.clockLabel)
                        .font(.caption.monospacedDigit())
                    if let score = event.scoreAfter {
                        let parts = score.split(separator: "–").map { $0.trimmingCharacters(in: .whitespaces) }
                        Text(event.teamId == homeTeamId ? parts.first ?? score : parts.last ?? score)
                            .bold()
                    }
                }
                .accessibilityElement(children: .combine)
                .accessibilityLabel(event.accessibilityText)
            )
        }
    }
}

#Preview {
    MatchEventFeedView(events: [
        MatchEventItem(id: "1", kind: .superShot, teamId: "vixens", text: "Super shot — Garbin", detailText: nil, clockLabel: "03:10", quarterLabel: "Q3", scoreAfter: "44 – 41"),
    ], homeTeamId: "vixens")
}
