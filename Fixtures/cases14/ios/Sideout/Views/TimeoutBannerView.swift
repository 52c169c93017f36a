import SwiftUI

struct TimeoutBannerView: View {
    let match: Match
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    private var bannerText: String {
        guard match.phase != .completed else { return "Final" }
        return match.displayState.liveNote ?? match.displayState.statusText
    }

    var body: some View {
        Text(bannerText)
            .padding(Spacing.s)
            .background(Capsule().fill(Color.sentiment(match.displayState.sentiment)))
            .animation(reduceMotion ? nil : .easeInOut(duration: 3), value: bannerText)
    }
}
