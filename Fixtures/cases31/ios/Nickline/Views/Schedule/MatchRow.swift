import SwiftUI

struct MatchRow: View {
    let item: MatchItem

    var body: some View {
        HStack(spacing: NickSpacing.sm) {
            VStack(alignment: .leading, spacing: NickSpacing.xxs) {
                Text("\(item.playerA.flag) \(item.playerA.name)")
                Text("\(item.playerB.flag) \(item.playerB.name)")
            }
            Spacer()
            VStack(alignment: .trailing) {
                Text(item.isLive ? item.display.gamesLine : item.display.startLabel)
                    .font(NickType.gameChip)
                    .contentTransition(.numericText())
                Text(item.isLive ? "LIVE" : "Upcoming")
                    .font(.caption2.bold())
                    .foregroundStyle(item.isLive ? Color.nkTin : .secondary)
            }
            if let seed = item.playerA.seedLabel {
                Text(seed.replacingOccurrences(of: "Seed ", with: "#"))
            }
        }
        .padding(.vertical, NickSpacing.xs)
    }
}
