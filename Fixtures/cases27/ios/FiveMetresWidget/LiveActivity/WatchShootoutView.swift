import AppIntents
import SwiftUI
import WidgetKit

struct WatchShootoutView: View {
    let compact: LiveActivityCompact
    @Environment(\.activityFamily) private var activityFamily

    var body: some View {
        if activityFamily == .small {
            VStack {
                Text(compact.scoreText)
                    .contentTransition(.numericText())
                Toggle(isOn: false, intent: MuteMatchIntent(matchCode: compact.homeCode)) {
                    Text("Mute")
                }
            }
        } else {
            Text(compact.scoreText)
                .contentTransition(.numericText())
        }
    }
}
