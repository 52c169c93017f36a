import SwiftUI

/// Small "+n" badge next to the leading side in the football list.
struct GoalDifferenceBadge: View {
    let scoreText: String   // e.g. "2 – 1", straight from DisplayState

    var body: some View {
        let sides = scoreText
            .components(separatedBy: "–")
            .compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        if sides.count == 2, sides[0] != sides[1] {
            Text("+\(abs(sides[0] - sides[1]))")
                .font(.caption2.bold())
                .padding(.horizontal, Theme.Spacing.small)
                .background(.thinMaterial, in: Capsule())
        }
    }
}
