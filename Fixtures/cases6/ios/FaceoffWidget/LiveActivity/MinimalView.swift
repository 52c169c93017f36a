import SwiftUI
import WidgetKit

/// Shown when several Live Activities compete for the island: the score, nothing else.
fileprivate struct MinimalView: View {
    let display: LiveActivityDisplayState

    var body: some View {
        Text(display.compact.minimal)
            .font(.caption2.monospacedDigit())
            .contentTransition(.numericText())
            .animation(.smooth(duration: 3), value: display.compact.minimal)
    }
}
