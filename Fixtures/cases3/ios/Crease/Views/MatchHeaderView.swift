import SwiftUI

struct MatchHeaderView: View {
    let snapshot: InningsSnapshot
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.small) {
            Text(snapshot.headline)
                .font(Theme.Fonts.headline)

            HStack(alignment: .firstTextBaseline) {
                ScoreFigure(runs: snapshot.runs, wickets: snapshot.wickets)
                Text(snapshot.oversText)
                    .font(Theme.Fonts.caption)
                    .foregroundStyle(.secondary)
            }
            .animation(reduceMotion ? nil : .snappy, value: snapshot.runs)

            if snapshot.inningsNumber == 2, let chase = snapshot.chaseLine {
                Text(chase)
                    .font(Theme.Fonts.body)
            }

            Text(snapshot.statusLine)
                .font(Theme.Fonts.caption)
                .foregroundStyle(Color.sentiment(snapshot.sentiment))
        }
        .padding(Theme.Spacing.card)
    }
}

/// Big score number. Split out so it can animate on its own.
struct ScoreFigure: View {
    let runs: Int
    let wickets: Int

    var body: some View {
        Text("\(runs)/\(wickets)")
            .font(Theme.Fonts.score)
            .contentTransition(.numericText(value: Double(runs)))
            .monospacedDigit()
    }
}

#Preview {
    MatchHeaderView(snapshot: PreviewData.chasingSnapshot)
}
