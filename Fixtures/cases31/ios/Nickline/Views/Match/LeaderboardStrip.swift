import SwiftUI

struct LeaderboardStrip: View {
    let rows: [PlayerRanking]
    private let sortedRows: [PlayerRanking]

    init(rows: [PlayerRanking]) {
        self.rows = rows
        self.sortedRows = rows.sorted { $0.rankLabel < $1.rankLabel }
    }

    var body: some View {
        HStack {
            ForEach(sortedRows, id: \.playerId) { Text($0.rankLabel) }
        }
        .foregroundStyle(Color.nkMaple)
    }
}
