import SwiftUI

/// End-by-end grid: one column per end, hammer marker, total column.
struct LinescoreView: View {
    let game: GameItem
    @State private var selectedEnd: Int?

    var body: some View {
        Grid(horizontalSpacing: Theme.Spacing.xs, verticalSpacing: Theme.Spacing.xs) {
            GridRow {
                Text(game.homeName)
                ForEach(game.ends, id: \.end) { end in
                    Text(end.cellLabel)
                        .frame(width: LayoutTokens.scoreboardColumnWidth)
                        .background(selectedEnd == end.end ? Palette.pebble : .clear)
                        .onTapGesture { selectedEnd = end.end }
                }
                Text("\(game.ends.compactMap(\.homePoints).reduce(0, +))")
            }
            GridRow {
                Text(game.awayName)
                ForEach(game.ends, id: \.end) { end in
                    Text(end.awayPoints.map(String.init) ?? "–")
                        .frame(width: 28)
                }
                Text(String(game.awayTotal))
            }
            GridRow {
                Color.clear.gridCellUnsizedAxes([.horizontal, .vertical])
                ForEach(game.ends, id: \.end) { end in
                    Image(systemName: "hammer.fill")
                        .opacity(end.homeHadHammer ? 1 : 0.15)
                }
            }
        }
        .font(.footnote.monospacedDigit())
    }
}
