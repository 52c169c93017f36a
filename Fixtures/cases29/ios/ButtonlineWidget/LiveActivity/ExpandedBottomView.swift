import AppIntents
import SwiftUI
import WidgetKit

struct ExpandedBottomView: View {
    let state: LiveActivityContentState
    let gameId: String

    var body: some View {
        VStack(spacing: WidgetMetrics.pipSize) {
            if let note = state.expanded.powerPlayNote {
                Text(note).font(.caption)
            }
            EndProgressStrip(stonesRemaining: state.stonesRemaining)
            HStack {
                Button(intent: RefreshGameIntent(gameId: gameId)) {
                    Label("Refresh", systemImage: "arrow.clockwise")
                }
                Button(intent: MuteGameIntent(gameId: gameId)) {
                    Label("Mute", systemImage: "bell.slash")
                }
            }
            .buttonStyle(.plain)
        }
        .animation(.spring(duration: 2.5), value: state.stonesRemaining)
    }
}

struct EndProgressStrip: View {
    let stonesRemaining: Int

    var body: some View {
        HStack(spacing: 2) {
            ForEach(0..<stonesRemaining, id: \.self) { _ in
                Capsule().frame(width: WidgetMetrics.pipSize, height: WidgetMetrics.pipSize)
            }
        }
    }
}
