// LockScreenView.swift
// ShotclockWidget

import ActivityKit
import SwiftUI
import WidgetKit

struct LockScreenView: View {
    let context: ActivityViewContext<GameActivityAttributes>
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced

    var body: some View {
        let state = context.state
        VStack(alignment: .leading, spacing: WidgetLayout.rowSpacing) {
            HStack {
                Text(context.attributes.awayTeam.flagEmoji)
                Text(state.awayScore)
                    .font(.title.bold())
                Spacer()
                Text(state.homeScore)
                    .contentTransition(.numericText())
                    .font(.title.bold())
                Text(context.attributes.homeTeam.flagEmoji)
            }
            Text(state.phase == .final ? "Final" : state.clockText)
            if let note = state.liveNote {
                Text(note).font(.footnote)
            }
            let homeLead = (Int(state.homeScore) ?? 0) - (Int(state.awayScore) ?? 0)
            ProgressView(value: Double(max(0, homeLead + 20)), total: 40)
        }
        .padding(14)
        .frame(height: 160)
        .animation(isLuminanceReduced ? nil : .easeInOut(duration: 2.5), value: state.homeScore)
    }
}

#Preview("Lock Screen", as: .content, using: GameActivityAttributes.preview) {
    ShotclockWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.fourthQuarter
    LiveActivityPreviewData.overtime
}
