import SwiftUI

struct QuarterBreakdownView: View {
    let quarters: [QuarterScore]
    let currentQuarter: Int

    var body: some View {
        Grid(horizontalSpacing: Theme.Spacing.m, verticalSpacing: Theme.Spacing.s) {
            GridRow {
                Text("")
                ForEach(1...4, id: \.self) { quarter in
                    Text("Q\(quarter)")
                        .font(.caption.bold())
                        .foregroundStyle(quarter == currentQuarter ? Theme.Palette.turf : .secondary)
                }
                Text("Total").font(.caption.bold())
            }
            GridRow {
                Text("Home")
                ForEach(quarters) { Text("\($0.home)") }
                Text("\(quarters.reduce(0) { $0 + $1.home })")
                    .bold()
            }
            GridRow {
                Text("Away")
                ForEach(quarters) { Text($0.awayText) }
                Text(String(quarters.map(\.away).reduce(0, +)))
                    .bold()
            }
        }
        .font(.callout.monospacedDigit())
    }
}

struct QuarterScore: Codable, Hashable, Sendable, Identifiable {
    let id: Int
    let home: Int
    let away: Int
    let homeText: String
    let awayText: String
}

#Preview {
    QuarterBreakdownView(quarters: PreviewFixtures.quarters, currentQuarter: 3)
}
