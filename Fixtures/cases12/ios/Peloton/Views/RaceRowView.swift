import SwiftUI

struct RaceRowView: View {
    var race: RaceHubItem

    var body: some View {
        HStack(spacing: Theme.Spacing.sm) {
            Text(race.countryFlag)
                .font(.title2)
            VStack(alignment: .leading, spacing: 2) {
                Text(race.name)
                    .font(.headline)
                Text(race.stageLabel)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if race.isLive {
                Text("LIVE")
                    .font(.caption.bold())
                    .foregroundColor(.white)
                    .padding(.horizontal, 6)
                    .background(Theme.Colors.live, in: Capsule())
            }
        }
    }
}

#Preview {
    List { RaceRowView(race: FakeRaceService.tour) }
}
