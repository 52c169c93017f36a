import SwiftUI

struct AbandonedMatchView: View {
    let match: MatchDetail
    let reason: String

    var body: some View {
        VStack(spacing: Theme.Spacing.m) {
            Image(systemName: reason == "lightning" ? "cloud.bolt.fill" : "cloud.rain.fill")
                .font(.largeTitle)
                .foregroundStyle(Theme.Palette.amber)
            Text("Match abandoned")
                .font(.title3.bold())
            Text(match.statusText)
                .multilineTextAlignment(.center)
            Group {
                if reason == "waterlogged" {
                    Text("Pitch waterlogged — replay to be scheduled")
                } else {
                    Text("Lightning in the area")
                }
            }
            .font(.footnote)
            .foregroundStyle(.secondary)
            Text(match.scoreText + " at abandonment")
                .font(.caption)
        }
        .padding(Theme.Spacing.xl)
    }
}

#Preview {
    AbandonedMatchView(match: PreviewFixtures.matchDetail, reason: "lightning")
}
