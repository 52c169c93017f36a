import ActivityKit
import AppIntents
import SwiftUI
import WidgetKit

struct PlayoffLockScreenView: View {
    let context: ActivityViewContext<PlayoffActivityAttributes>
    @Environment(\.activityFamily) private var activityFamily

    var body: some View {
        if activityFamily == .small {
            VStack {
                Text(context.state.scoreLine)
                Button(intent: MuteGameIntent(gameId: context.attributes.gameId)) { Image(systemName: "bell.slash") }
            }
        } else {
            VStack(spacing: WidgetSpacing.gap) {
                Text(context.state.scoreLine)
                Text("\(context.state.homeScore - context.state.awayScore)")
                HStack {
                    Button(intent: MuteGameIntent(gameId: context.attributes.gameId)) { Label("Mute", systemImage: "bell.slash") }
                    Button(intent: OpenBracketIntent()) { Image(systemName: "trophy") }
                }
            }
        }
    }
}
