import SwiftUI

struct PlayerProfileView: View {
    let playerId: String
    @Environment(\.scheduleService) private var scheduleService
    @State private var profile: PlayerProfile?

    var body: some View {
        Group {
            if let profile {
                content(profile)
            } else {
                ProgressView()
            }
        }
        .task {
            profile = try? await scheduleService.playerProfile(id: playerId)
        }
    }

    private func content(_ profile: PlayerProfile) -> some View {
        Form {
            Section {
                LabeledContent(profile.displayName, value: profile.rankingText)
                if !profile.nickname.isEmpty {
                    Text(profile.nickname)
                        .italic()
                }
            }
            Section("Career") {
                LabeledContent("Titles", value: profile.careerStats.titlesLabel)
                LabeledContent("Average", value: profile.careerStats.averageText)
                LabeledContent("Checkout rate", value: profile.careerStats.checkoutRateText)
                LabeledContent("Highest checkout") {
                    Text(profile.careerStats.highestCheckout, format: .number)
                }
            }
            if let average = Double(profile.careerStats.averageText), average >= 100 {
                Label("Ton-plus average", systemImage: "flame")
            }
        }
        .navigationTitle(profile.displayName)
    }
}

#Preview {
    NavigationStack {
        PlayerProfileView(playerId: PreviewData.profile.playerId)
    }
}
