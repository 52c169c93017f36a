// WatchScoreView.swift
// ShotclockWidget

import AppIntents
import SwiftUI
import WidgetKit

struct WatchScoreView: View {
    let state: LiveActivityDisplayState
    let gameId: String
    @Environment(\.activityFamily) private var activityFamily

    var body: some View {
        if activityFamily == .small {
            VStack {
                Text(state.compact.minimalText).contentTransition(.numericText())
                Button(intent: RefreshScoreIntent(gameId: gameId)) { Image(systemName: "arrow.clockwise") }
                Button(intent: MuteGameIntent(gameId: gameId)) { Image(systemName: "bell.slash") }
            }
        } else {
            Text(state.expanded.footer)
        }
    }
}
