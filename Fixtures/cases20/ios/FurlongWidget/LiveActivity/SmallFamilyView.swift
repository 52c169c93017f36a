import AppIntents
import SwiftUI
import WidgetKit

// Watch Smart Stack and CarPlay. Keep this to glanceable data.
struct SmallFamilyView: View {
    let state: LiveActivityDisplayState
    let raceId: String

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.xs) {
            HStack {
                Text(state.silkEmoji)
                Text(state.runnerPositionText)
                    .font(.headline)
                    .contentTransition(.numericText())
            }
            Text(state.furlongsToGoText)
                .font(.caption2)
            HStack {
                Button(intent: RefreshRaceIntent(raceId: raceId)) {
                    Image(systemName: "arrow.clockwise")
                }
                Button(intent: MuteRaceIntent(raceId: raceId)) {
                    Image(systemName: "bell.slash")
                }
            }
        }
    }
}
