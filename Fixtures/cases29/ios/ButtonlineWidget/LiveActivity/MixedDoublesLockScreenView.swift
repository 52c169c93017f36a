import AppIntents
import SwiftUI
import WidgetKit

struct MixedDoublesLockScreenView: View {
    let state: LiveActivityContentState
    let pairs: (String, String)
    let gameId: String
    @Environment(\.activityFamily) private var family
    @State private var muted = false

    var body: some View {
        if family == .small {
            VStack {
                Text(state.compact.minimal).contentTransition(.numericText())
                Toggle(isOn: $muted) { Image(systemName: "bell") }
                Button(intent: RefreshGameIntent(gameId: gameId)) { Image(systemName: "arrow.clockwise") }
            }
        } else {
            VStack(alignment: .leading, spacing: WidgetMetrics.pipSize) {
                Text("\(pairs.0) v \(pairs.1)")
                Text(state.scoreline).contentTransition(.numericText())
                Text(state.stonesNote.split(separator: " ").first.map(String.init) ?? "")
                PowerPlayPill(note: state.expanded.powerPlayNote)
            }
            .padding(10)
        }
    }
}

struct PowerPlayPill: View {
    let note: String?

    var body: some View {
        if let note {
            Text(note)
                .font(.caption2)
                .padding(.horizontal, WidgetMetrics.pipSize)
                .background(Color.bhHammerGold.opacity(0.3), in: Capsule())
        }
    }
}
