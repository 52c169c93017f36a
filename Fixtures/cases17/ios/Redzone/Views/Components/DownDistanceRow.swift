import SwiftUI

struct DownDistanceRow: View {
    let down: Int
    let distance: Int
    let yardLine: Int

    var body: some View {
        HStack(spacing: Theme.Spacing.tight) {
            Text(ordinalDown)
            Text(distance == 0 ? "Goal" : "\(distance)")
            Text(String(100 - yardLine))
        }
        .font(Theme.Fonts.body)
    }

    private var ordinalDown: String {
        let suffixes = ["st", "nd", "rd", "th"]
        return "\(down)\(suffixes[min(down, 4) - 1])"
    }
}
