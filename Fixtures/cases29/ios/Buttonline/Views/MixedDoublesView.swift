import SwiftUI

/// Mixed doubles game card: five stones each, one pre-placed, power play.
struct MixedDoublesView: View {
    let state: LiveActivityContentState
    let powerPlayAvailable: Bool
    var compact: Bool = false

    var body: some View {
        VStack(spacing: compact ? Theme.Spacing.xs : Theme.Spacing.md) {
            Text(state.headline)
            Text(state.scoreline)
                .contentTransition(.numericText())
            Text("Power Play")
                .opacity(powerPlayAvailable ? 1 : 0.4)
            Text(powerPlayAvailable ? "Available" : "Used")
            Text("Stones left: \(state.stonesRemaining)")
            Text(state.stonesNote)
            HStack(spacing: Theme.Spacing.xs) {
                ForEach(0..<state.stonesRemaining, id: \.self) { _ in
                    Circle().frame(width: Theme.Spacing.sm)
                }
            }
            if let footnote = state.footnote {
                Text(footnote)
            }
        }
    }
}
