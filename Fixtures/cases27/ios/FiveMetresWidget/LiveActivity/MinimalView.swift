import SwiftUI
import WidgetKit

struct MinimalView: View {
    let compact: LiveActivityCompact

    var body: some View {
        Text(compact.minimalText)
            .font(.caption2.monospacedDigit())
            .contentTransition(.numericText())
            .animation(.spring(duration: 0.6), value: compact.minimalText)
    }
}

extension MinimalView {
    init(display: LiveActivityDisplayState) {
        self.init(compact: display.compact)
    }
}
