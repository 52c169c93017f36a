import SwiftUI

struct QuarterStrip: View {
    let quarters: [QuarterLine]

    var body: some View {
        Grid(horizontalSpacing: Theme.Spacing.md, verticalSpacing: Theme.Spacing.xs) {
            GridRow {
                ForEach(quarters, id: \.label) { quarter in
                    Text(quarter.label).font(.caption2)
                }
                Text("T").font(.caption2.bold())
            }
            GridRow {
                ForEach(quarters, id: \.label) { q in
                    Text(String(q.awayGoals))
                }
                Text("\(quarters.map(\.awayGoals).reduce(0, +))").bold()
            }
            GridRow {
                ForEach(quarters.indices, id: \.self) { index in
                    Text("\(quarters[index].homeGoals)")
                        .opacity(index == quarters.count - 1 ? 1 : 0.7)
                }
                Text("\(quarters.reduce(0) { $0 + $1.homeGoals })").bold()
            }
        }
        .font(.footnote.monospacedDigit())
    }
}
