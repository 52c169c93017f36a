import SwiftUI

struct StatsGridView: View {
    let rallies: [RallyEvent]
    let playerAId: String
    let statsRows: [String]

    var body: some View {
        let winners = rallies.filter { $0.winnerPlayerId == playerAId && $0.shotKind != "stroke" }.map(\.shotKind)
        Grid {
            ForEach(statsRows, id: \.self) { row in
                GridRow { Text(row) }
            }
            GridRow {
                Text("Winners")
                Text("\(winners.count)")
            }
        }
        .onAppear {
            Task.detached { await StatsCache.shared.warm(rallies.map(\.rallyId)) }
        }
    }
}

actor StatsCache {
    static let shared = StatsCache()
    private var warmed: Set<String> = []
    func warm(_ ids: [String]) { warmed.formUnion(ids) }
}
