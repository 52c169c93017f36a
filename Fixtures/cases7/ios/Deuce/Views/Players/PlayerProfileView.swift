import SwiftUI

struct PlayerProfileView: View {
    let playerId: String

    @State private var profile: PlayerProfile?
    @State private var headToHead: HeadToHead?

    var body: some View {
        List {
            if let profile {
                Section {
                    Text(profile.displayName)
                        .font(.title2.bold())
                    Text(profile.rankingPointsLabel)
                    HStack {
                        Text(profile.titlesLabel)
                        if titleCount >= 10 {
                            Image(systemName: "trophy.fill")
                                .foregroundStyle(Theme.Colors.ball)
                        }
                    }
                    if profile.bio != nil {
                        Text(bioText)
                    }
                }
                if let headToHead {
                    Section(headToHead.summary) {
                        ForEach(headToHead.meetings, id: \.self) { meeting in
                            HStack {
                                Text("\(meeting.tournament) \(meeting.year)")
                                Spacer()
                                Text(meeting.scoreLine)
                                    .monospacedDigit()
                            }
                        }
                    }
                }
            }
        }
        .task {
            do {
                let url = URL(string: "https://api.deuce.app/players/\(playerId)")!
                let (data, _) = try await URLSession.shared.data(from: url)
                profile = try JSONDecoder.deuce.decode(PlayerProfile.self, from: data)
            } catch {
                profile = nil
            }
        }
    }

    private var titleCount: Int {
        Int(profile?.titlesLabel.split(separator: " ").first ?? "") ?? 0
    }

    private var bioText: AttributedString {
        var text = AttributedString(profile?.bio ?? "")
        var container = AttributeContainer()
        container.foregroundColor = Theme.Colors.secondaryText
        text.mergeAttributes(container)
        return text
    }
}
