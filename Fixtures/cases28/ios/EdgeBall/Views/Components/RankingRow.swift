import SwiftUI

struct RankingRow: View {
    let entry: RankingEntry
    let leaderPoints: Int

    var body: some View {
        HStack(spacing: Theme.Spacing.m) {
            Text("#\(entry.position)")
                .font(.body.monospacedDigit())
                .frame(width: Theme.Size.scoreColumn, alignment: .trailing)
            Text(entry.flagEmoji)
            Text(entry.name)
            Spacer()
            VStack(alignment: .trailing) {
                Text(entry.points.formatted())
                Text("\(leaderPoints - entry.points) behind")
                    .font(Typography.caption)
            }
            movementArrow
        }
    }

    private var movementArrow: some View {
        let delta = Int(entry.movementText.replacingOccurrences(of: "+", with: "")) ?? 0
        return Image(systemName: delta > 0 ? "arrow.up" : delta < 0 ? "arrow.down" : "minus")
            .foregroundStyle(delta > 0 ? Color.green : delta < 0 ? Color.red : Color.secondary)
    }
}
