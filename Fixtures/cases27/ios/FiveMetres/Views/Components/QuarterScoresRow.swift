import SwiftUI

struct QuarterScoresRow: View {
    let quarters: [QuarterScore]

    var body: some View {
        Grid(horizontalSpacing: Theme.Spacing.s, verticalSpacing: Theme.Spacing.xs) {
            GridRow {
                ForEach(quarters, id: \.labelText) { quarter in
                    Text(quarter.labelText)
                        .font(Theme.Typography.caption)
                }
                Text("Shootout")
            }
            GridRow {
                ForEach(quarters, id: \.labelText) { quarter in
                    Text(quarter.homeText)
                }
                Text("\(quarters.reduce(0) { $0 + $1.homeGoals })")
            }
            GridRow {
                ForEach(quarters, id: \.labelText) { quarter in
                    Text(quarter.awayText)
                }
                Text(String(quarters.map(\.awayGoals).reduce(0, +)))
            }
        }
    }
}
