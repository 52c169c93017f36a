import SwiftUI

struct PlayerStatsView: View {
    let players: [PlayerStat]
    @State private var onGroundOnly = false
    @State private var sortKey: SortKey = .disposals

    enum SortKey: String, CaseIterable, Identifiable {
        case disposals, marks, tackles, supercoach
        var id: String { rawValue }
    }

    private var visible: [PlayerStat] {
        let base = onGroundOnly ? players.filter(\.isOnGround) : players
        switch sortKey {
        case .disposals: return base.sorted { $0.disposals > $1.disposals }
        case .marks: return base.sorted { $0.marks > $1.marks }
        case .tackles: return base.sorted { $0.tackles > $1.tackles }
        case .supercoach: return base.sorted { $0.supercoachScore > $1.supercoachScore }
        }
    }

    var body: some View {
        List {
            Toggle("On ground only", isOn: $onGroundOnly)
            Picker("Sort", selection: $sortKey) {
                ForEach(SortKey.allCases) { key in
                    Text(key.rawValue.capitalized).tag(key)
                }
            }
            ForEach(visible) { player in
                HStack {
                    Text("#\(player.jumperNumber)")
                        .foregroundStyle(.secondary)
                        .frame(width: Theme.Size.crest, alignment: .leading)
                    Text(player.fullName)
                    Spacer()
                    Text("\(player.kicks + player.handballs)")
                    Text("\(player.marks)")
                    Text("\(player.tackles)")
                    Text(player.supercoachScore, format: .number)
                }
                .font(Typography.caption)
            }
        }
    }
}
