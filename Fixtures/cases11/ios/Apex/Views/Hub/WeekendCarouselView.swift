import SwiftUI

/// Swipes between the sessions of one race weekend.
struct WeekendCarouselView: View {
    let sessions: [SessionSummary]

    var body: some View {
        TabView {
            ForEach(sessions) { session in
                SessionCard(session: session)
            }
        }
        .tabViewStyle(.page(indexDisplayMode: .automatic))
        .frame(height: 180)
    }
}

struct SessionCard: View {
    let session: SessionSummary

    var body: some View {
        VStack(spacing: Theme.Spacing.xs) {
            Text(session.sessionLabel)
                .font(.headline)
            Text(session.startsAtText)
                .font(.subheadline)
            Text(session.startTime, style: .relative)
                .font(.caption)
        }
        .padding(Theme.Spacing.lg)
    }
}
