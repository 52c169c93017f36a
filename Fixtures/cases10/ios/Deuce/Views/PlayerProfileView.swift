import SwiftUI

struct PlayerProfileView: View {
    let playerId: String
    @State private var profile: PlayerProfile?
    @State private var loadError: String?

    var body: some View {
        Group {
            if let profile {
                ProfileHeader(profile: profile)
            } else if let loadError {
                Text(loadError)
            } else {
                ProgressView()
            }
        }
        .task { await load() }
    }

    private func load() async {
        guard let url = URL(string: "https://api.deuce.app/v1/players/\(playerId)") else { return }
        do {
            let (data, _) = try await URLSession.shared.data(from: url)
            profile = try JSONDecoder.deuce.decode(PlayerProfile.self, from: data)
        } catch {
            loadError = error.localizedDescription
        }
    }
}

struct ProfileHeader: View {
    let profile: PlayerProfile

    var body: some View {
        VStack(spacing: Spacing.sm) {
            Text(FlagEmoji.emoji(for: profile.countryCode))
                .font(.largeTitle)
            Text(profile.name)
                .font(Typography.title)
            Text(profile.rankDescription())
            Text(profile.rankingPoints + " pts")
                .foregroundStyle(.secondary)
            HStack(spacing: Spacing.lg) {
                Text(profile.titlesText)
                Text(profile.ageText)
                Text(profile.playsText)
            }
            .font(.caption)
        }
    }
}
