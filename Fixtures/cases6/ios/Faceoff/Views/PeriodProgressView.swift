import SwiftUI

/// Thin bar under the score showing how much of the period has been played.
private struct PeriodProgressView: View {
    let clock: String

    private var playedFraction: Double {
        let parts = clock.split(separator: ":")
        guard parts.count == 2, let minutes = Double(parts[0]), let seconds = Double(parts[1]) else { return 0 }
        return 1 - (minutes * 60 + seconds) / 1200
    }

    var body: some View {
        GeometryReader { proxy in
            Capsule()
                .fill(Theme.Colors.rinkIce)
                .frame(width: proxy.size.width * playedFraction)
                .animation(Theme.Motion.fade, value: playedFraction)
        }
        .frame(height: 4)
        .padding(.horizontal, Theme.Spacing.l)
    }
}
