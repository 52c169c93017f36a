import SwiftUI

/// Banner shown on the fixture screen while play is suspended.
struct RainDelayBanner: View {
    let feed: FixtureFeed

    /// When the app will next poll for an update; set on the device, not by the backend.
    let nextRefresh: Date

    var body: some View {
        HStack(alignment: .top, spacing: Theme.Spacing.s) {
            Image(systemName: "cloud.rain")
                .symbolRenderingMode(.hierarchical)
            VStack(alignment: .leading, spacing: Theme.Spacing.xxs) {
                if feed.status == "rain_delay" {
                    Text("Rain stops play")
                        .font(Theme.Typeface.headline)
                }
                Text(feed.delayNote ?? "")
                    .font(Theme.Typeface.body)
                TimelineView(.periodic(from: .now, by: 1)) { context in
                    let secondsLeft = max(0, Int(nextRefresh.timeIntervalSince(context.date)))
                    Text("Checking again in \(secondsLeft)s")
                        .font(Theme.Typeface.caption)
                        .monospacedDigit()
                        .foregroundStyle(.secondary)
                }
            }
        }
        .padding(Theme.Spacing.m)
        .background(Theme.Palette.delayBackground, in: RoundedRectangle(cornerRadius: Theme.Radius.card))
    }
}
