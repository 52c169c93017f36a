import SwiftUI

struct CourtCardView: View {
    let court: CourtSchedule

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.sm) {
            Text(court.name)
                .font(.headline)
                .foregroundColor(Color(red: 0.1, green: 0.35, blue: 0.2))
            ForEach(court.entries) { entry in
                HStack(spacing: Spacing.sm) {
                    CourtStatusIcon(status: entry.status)
                    Text(entry.matchup)
                        .lineLimit(1)
                }
            }
        }
        .padding(Spacing.md)
        .background(Color(hue: 0.33, saturation: 0.25, brightness: 0.95), in: RoundedRectangle(cornerRadius: Radius.card))
    }
}

struct CourtStatusIcon: View {
    let status: CourtStatus

    var body: some View {
        icon(for: status)
            .font(.caption)
    }

    func icon(for status: CourtStatus) -> AnyView {
        switch status {
        case .inPlay:
            return AnyView(Image(systemName: "dot.radiowaves.left.and.right").foregroundStyle(Palette.live))
        case .suspended:
            return AnyView(Image(systemName: "cloud.rain").foregroundStyle(.secondary))
        case .scheduled, .finished:
            return AnyView(Image(systemName: "clock").foregroundStyle(.tertiary))
        }
    }
}
