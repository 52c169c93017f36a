import SwiftUI

struct HeadToHeadView: View {
    let h2h: HeadToHead
    @State private var page = 0

    var body: some View {
        VStack(spacing: Spacing.lg) {
            Text(h2h.recordText)
                .font(Typography.score)
            Text("Meetings")
                .font(.headline)
            TabView(selection: $page) {
                ForEach(Array(h2h.meetings.enumerated()), id: \.offset) { index, meeting in
                    MeetingCard(meeting: meeting)
                        .tag(index)
                }
            }
            .tabViewStyle(PageTabViewStyle(indexDisplayMode: .automatic))
            .frame(height: 140)
        }
        .padding(Spacing.lg)
    }
}

struct MeetingCard: View {
    let meeting: HeadToHead.Meeting

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.xs) {
            Text("\(meeting.year) · \(meeting.tournament)")
                .font(.subheadline.weight(.semibold))
            Text(meeting.round)
                .foregroundStyle(.secondary)
            Text(meeting.score)
                .monospacedDigit()
        }
        .cardStyle()
    }
}
