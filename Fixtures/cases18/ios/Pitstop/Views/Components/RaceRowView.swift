import SwiftUI

struct RaceRowView: View {
    let race: RaceCard
    var onFollowTapped: () -> Void = {}

    var body: some View {
        HStack(spacing: PitstopTheme.Spacing.sm) {
            Text(FlagEmoji.forCountry(race.countryCode))
                .font(.title2)
            VStack(alignment: .leading, spacing: PitstopTheme.Spacing.xs) {
                Text(race.title)
                    .font(.headline)
                Text(race.statusText)
                    .font(.subheadline)
                    .foregroundStyle(race.phase == .live ? Color.red : .secondary)
                if let leader = race.leaderText {
                    Text(leader).font(.caption)
                }
            }
            Spacer()
            lapBadge
            Button(race.isFollowed ? "Following" : "Follow", action: onFollowTapped)
                .buttonStyle(.bordered)
        }
        .padding(.vertical, 10)
    }

    private var lapBadge: some View {
        let lapsDone = race.currentLap
        let label = race.totalLaps.map { "\(lapsDone)/\($0)" } ?? race.lapText
        return Text(label)
            .font(.caption.monospacedDigit())
            .padding(PitstopTheme.Spacing.xs)
            .background(PitstopTheme.Palette.asphalt, in: RoundedRectangle(cornerRadius: PitstopTheme.Radius.chip))
    }
}

#Preview {
    RaceRowView(race: PreviewRaces.all[0])
}
