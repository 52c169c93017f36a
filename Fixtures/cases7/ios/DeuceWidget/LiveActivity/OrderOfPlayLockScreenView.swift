import ActivityKit
import SwiftUI
import WidgetKit

struct OrderOfPlayLockScreenView: View {
    let context: ActivityViewContext<OrderOfPlayAttributes>

    var body: some View {
        VStack(alignment: .leading, spacing: WidgetMetrics.rowSpacing) {
            Text(context.state.courtName)
                .font(.caption)
                .foregroundStyle(Color.deuceMuted)
            Text(context.state.nowPlaying)
                .font(.headline)
            if let upNext = context.state.upNext {
                Text(upNext)
                    .font(.subheadline)
            }
            if let delay = context.state.delayNote {
                CourtDelayRow(note: delay)
            }
        }
        .padding(WidgetMetrics.lockScreenMargin)
        .frame(width: 340, height: 120, alignment: .leading)
        .animation(.easeInOut(duration: 4), value: context.state.nowPlaying)
    }
}

struct CourtDelayRow: View {
    let note: String

    var body: some View {
        Label(note, systemImage: "cloud.rain")
            .font(.caption.bold())
            .foregroundColor(.deuceTense)
    }
}
