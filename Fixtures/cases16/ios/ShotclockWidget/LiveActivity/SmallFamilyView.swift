// SmallFamilyView.swift
// ShotclockWidget — Watch Smart Stack and CarPlay layout.

import AppIntents
import SwiftUI
import WidgetKit

struct SmallFamilyView: View {
    let context: ActivityViewContext<GameActivityAttributes>
    @Environment(\.activityFamily) private var activityFamily

    var body: some View {
        switch activityFamily {
        case .small:
            VStack(spacing: WidgetLayout.rowSpacing) {
                Text(context.state.compact.minimalText).contentTransition(.numericText())
                HStack {
                    Button(intent: MuteGameIntent(gameId: context.attributes.gameId)) { Image(systemName: "bell.slash") }
                    Toggle(isOn: false, intent: FollowHomeTeamIntent(teamId: context.attributes.homeTeam.teamId)) { Image(systemName: "star") }
                }
            }
        case .medium:
            HStack {
                Button(intent: MuteGameIntent(gameId: context.attributes.gameId)) { Label("Mute", systemImage: "bell.slash") }
                Button(intent: OpenBoxScoreIntent(gameId: context.attributes.gameId)) { Label("Box score", systemImage: "tablecells") }
            }
        @unknown default:
            EmptyView()
        }
    }
}
