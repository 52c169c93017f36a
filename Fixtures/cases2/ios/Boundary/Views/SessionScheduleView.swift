import SwiftUI

/// The day's sessions (start of play, lunch, tea, close). Labels come from the backend.
struct SessionScheduleView: View {
    let sessions: [SessionMark]

    var body: some View {
        TimelineView(.everyMinute) { context in
            VStack(alignment: .leading, spacing: Theme.Spacing.small) {
                ForEach(sessions, id: \.startsAt) { mark in
                    HStack {
                        Image(systemName: mark.startsAt <= context.date ? "checkmark.circle.fill" : "circle")
                            .foregroundStyle(Color("BoundaryGreen"))
                        Text(mark.label)
                    }
                }
            }
        }
    }
}
