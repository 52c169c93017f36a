import AppIntents
import SwiftUI
import WidgetKit

struct MeetingLockScreenView: View {
    let state: LiveActivityDisplayState
    let meetingId: String
    @Environment(\.activityFamily) private var activityFamily

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.s) {
            Text(state.headline).font(.headline)
            Text(state.phase == .abandoned ? "Abandoned" : state.statusText)
                .font(.caption)
            Text(state.headline.replacingOccurrences(of: "Off ", with: ""))
                .font(.caption2)
            if activityFamily == .small {
                Button(intent: MuteMeetingIntent(meetingId: meetingId)) {
                    Label("Mute", systemImage: "bell.slash")
                }
            }
        }
        .padding(Theme.Spacing.l)
    }
}
