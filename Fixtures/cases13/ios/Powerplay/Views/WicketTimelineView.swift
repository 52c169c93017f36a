import SwiftUI

struct WicketTimelineView: View {
    let innings: Innings

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.s) {
            Text(innings.fallOfWicketsHeader)
                .font(Theme.Typeface.headline)
            ForEach(innings.fallOfWickets) { wicket in
                HStack(alignment: .firstTextBaseline) {
                    Text("\(wicket.teamRuns)-\(wicket.number)")
                        .font(Theme.Typeface.score)
                        .monospacedDigit()
                    Text(wicket.batterName)
                    Spacer()
                    Text(wicket.overLabel)
                        .font(Theme.Typeface.caption)
                        .foregroundStyle(.secondary)
                }
                .accessibilityElement(children: .combine)
            }
            if let last = innings.fallOfWickets.last {
                Text(last.dismissalText)
                    .font(Theme.Typeface.caption)
            }
        }
        .cardStyle()
    }
}
