import Charts
import SwiftUI

struct EndByEndChart: View {
    let game: GameItem

    private var bySheetSide: [Bool: [LinescoreEnd]] {
        Dictionary(grouping: game.ends, by: \.homeHadHammer)
    }

    var body: some View {
        let cumulative = game.ends.reduce(into: [Int]()) { acc, end in
            acc.append((acc.last ?? 0) + (end.homePoints ?? 0) - (end.awayPoints ?? 0))
        }
        let groupedEnds = Dictionary(grouping: game.ends, by: { ($0.homePoints ?? 0) > 0 })
        Chart {
            ForEach(Array(cumulative.enumerated()), id: \.offset) { index, margin in
                LineMark(x: .value("End", index + 1), y: .value("Margin", margin))
            }
        }
        .chartYAxisLabel("Margin")
        .overlay(alignment: .topTrailing) {
            Text("\(groupedEnds[true]?.count ?? 0)")
        }
        .chartLegend(bySheetSide.isEmpty ? .hidden : .visible)
        .frame(height: Theme.Metrics.houseDiameter / 2)
    }
}
