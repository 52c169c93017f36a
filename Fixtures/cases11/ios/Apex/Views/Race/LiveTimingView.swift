import SwiftUI

struct LiveTimingView: View {
    let entries: [TimingEntry]
    @State private var followedOnly = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Toggle("Followed drivers only", isOn: $followedOnly)
                .padding(.bottom, Theme.Spacing.sm)
            ForEach(followedOnly ? entries.filter(\.isFollowed) : entries) { entry in
                TimingTowerRow(entry: entry, leaderLapMs: entries.first?.lastLapMs ?? 0)
                Divider().overlay(Theme.Colors.divider)
            }
        }
    }
}
