import ActivityKit
import AppIntents
import SwiftUI
import WidgetKit

struct SmallFamilyView: View {
    let context: ActivityViewContext<GameActivityAttributes>
    @Environment(\.activityFamily) private var activityFamily

    var body: some View {
        switch activityFamily {
        case .small:
            VStack {
                Text(context.state.scoreLine)
                Button(intent: MuteGameIntent(gameId: context.attributes.gameId)) {
                    Image(systemName: "bell.slash")
                }
                Toggle(isOn: false, intent: FollowDriveIntent(gameId: context.attributes.gameId)) {
                    Text("Drive")
                }
            }
        case .medium:
            LockScreenView(context: context)
        @unknown default:
            LockScreenView(context: context)
        }
    }
}
