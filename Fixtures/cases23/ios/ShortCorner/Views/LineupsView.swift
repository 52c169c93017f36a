import SwiftUI

struct LineupsView: View {
    let matchId: String
    @State private var lineups: Lineups?
    @Environment(\.matchService) private var matchService

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.s) {
            if let lineups {
                ForEach(lineups.players) { player in
                    HStack {
                        Text(player.numberText)
                            .font(.caption.monospacedDigit())
                            .frame(minWidth: Theme.Spacing.xl)
                        Text(player.name)
                        if player.isCaptain {
                            Image(systemName: "c.circle")
                        }
                        Spacer()
                        let initials = player.name.split(separator: " ").compactMap(\.first).map(String.init).joined()
                        Text(initials)
                            .font(.caption2)
                            .foregroundStyle(.tertiary)
                    }
                }
            } else {
                ProgressView()
            }
        }
        .task(id: matchId) {
            lineups = try? await matchService.loadLineups(matchId: matchId)
        }
    }
}

struct Lineups: Codable, Hashable, Sendable {
    let players: [LineupPlayer]
}

struct LineupPlayer: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let name: String
    let numberText: String
    let isCaptain: Bool
}

#Preview {
    LineupsView(matchId: "fih-pl-2026-ned-bel-m")
}
