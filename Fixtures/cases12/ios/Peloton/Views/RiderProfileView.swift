import SwiftUI

struct RiderProfileView: View {
    let riderId: String
    @Environment(\.favoriteRidersService) private var favorites
    @State private var profile: RiderProfile?

    var body: some View {
        ScrollView {
            if let profile {
                VStack(alignment: .leading, spacing: Theme.Spacing.md) {
                    HStack {
                        Text(profile.flag)
                            .font(.largeTitle)
                        VStack(alignment: .leading) {
                            Text(profile.name)
                                .font(.title.bold())
                            Text(profile.teamName)
                                .foregroundStyle(Theme.Colors.textSecondary)
                        }
                    }
                    LabeledContent("Age", value: profile.ageLabel)
                    ForEach(profile.results, id: \.self) { result in
                        LabeledContent(result.raceName, value: result.positionLabel)
                    }
                }
                .padding(Theme.Spacing.lg)
            }
        }
        .background(Color(red: 0.09, green: 0.1, blue: 0.13))
        .toolbar {
            Button {
                favorites.toggle(riderId: riderId)
            } label: {
                Image(systemName: favorites.isFavorite(riderId) ? "star.fill" : "star")
            }
        }
        .task {
            let url = AppConfig.apiBaseURL.appending(path: "riders/\(riderId)")
            guard let (data, _) = try? await URLSession.shared.data(from: url) else { return }
            profile = try? JSONDecoder.peloton.decode(RiderProfile.self, from: data)
        }
    }
}
