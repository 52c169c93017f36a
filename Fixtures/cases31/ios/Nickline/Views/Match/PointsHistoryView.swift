import SwiftUI

struct PointsHistoryView: View {
    let display: MatchItemDisplay
    let localBookmarks: [String]

    var body: some View {
        VStack(alignment: .leading, spacing: NickSpacing.sm) {
            ForEach(display.gameScores.indices, id: \.self) { index in
                let winnerIsA = (Int(display.gameScores[index].prefix(2)) ?? 0) > 9
                Label(display.gameScores[index], systemImage: winnerIsA ? "a.circle" : "b.circle")
            }
            if let last = display.lastRallyText, last.contains("Stroke") {
                Image(systemName: "hand.raised.fill")
            }
            Text("Bookmarks: \(localBookmarks.joined(separator: ", "))")
            Text(display.statusLabel.uppercased())
        }
    }
}
