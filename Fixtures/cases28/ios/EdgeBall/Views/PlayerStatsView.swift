import SwiftUI

struct PlayerStatsView: View {
    let display: MatchDisplayState
    var servePointsPlayed: Int = 0
    var servePointsWon: Int = 0

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: Theme.Spacing.l, verticalSpacing: Theme.Spacing.s) {
            GridRow {
                Text("On serve")
                Text(display.servePointsWonText ?? "–")
            }
            GridRow {
                Text("On receive")
                Text(display.receivePointsWonText ?? "–")
            }
            if servePointsPlayed > 0 {
                let rate = Double(servePointsWon) / Double(servePointsPlayed) * 100
                GridRow {
                    Text("Serve rate")
                    Text(String(format: "%.0f%%", rate))
                }
            }
            if let timeouts = display.timeoutsText {
                GridRow {
                    Text("Timeouts")
                    Text(timeouts)
                }
            }
            GeometryReader { geo in
                Capsule()
                    .fill(Theme.Palette.tableBlue)
                    .frame(width: geo.size.width * 0.5)
            }
            .frame(height: Theme.Spacing.xs)
        }
    }
}
