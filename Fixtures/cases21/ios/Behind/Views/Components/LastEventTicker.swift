import SwiftUI

struct LastEventTicker: View {
    let state: MatchDisplayState
    @State private var visible = true

    var body: some View {
        HStack(spacing: Theme.Spacing.sm) {
            Image(systemName: icon)
            if let text = state.lastEventText {
                Text(text)
                    .lineLimit(1)
                if text.hasPrefix("Goal") {
                    Text("6")
                        .font(.caption2.bold())
                }
            } else {
                Text(state.phase == .pre ? "Awaiting first bounce" : "No scores yet")
            }
        }
        .opacity(visible ? 1 : 0)
        .animation(.easeOut(duration: 0.3), value: visible)
    }

    private var icon: String {
        switch state.sentiment {
        case .tight: "flame"
        case .comeback: "arrow.uturn.up"
        case .runaway: "hare"
        case .neutral: "sportscourt"
        }
    }
}
