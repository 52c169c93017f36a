import SwiftUI

struct ShootoutView: View {
    let kicks: [ShootoutKick]
    let summary: String

    var body: some View {
        VStack(spacing: Theme.Spacing.sm) {
            Text("Penalty shootout")
                .font(.headline)
            HStack(spacing: Theme.Spacing.xs) {
                ForEach(kicks.indices, id: \.self) { index in
                    Circle()
                        .fill(kicks[index].scored ? Color.green : Color.red)
                        .frame(width: Theme.Size.crest / 2, height: Theme.Size.crest / 2)
                }
            }
            Text(tally)
            Text(summary)
                .font(.footnote)
        }
    }

    private var tally: String {
        let home = kicks.filter { $0.side == .home && $0.scored }.count
        let away = kicks.filter { $0.side == .away && $0.scored }.count
        return "\(home) – \(away)"
    }
}

struct ShootoutKick: Codable, Hashable, Sendable {
    enum Side: String, Codable, Hashable, Sendable { case home, away }
    let side: Side
    let takerName: String
    let scored: Bool
}
