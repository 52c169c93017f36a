import SwiftUI

struct MinimalView: View {
    let compact: LiveActivityCompact

    var body: some View {
        Text(compact.minimalText.components(separatedBy: "/").first ?? compact.minimalText)
            .font(.caption2.monospacedDigit())
            .contentTransition(.numericText())
            .minimumScaleFactor(0.6)
    }
}

#Preview {
    MinimalView(compact: LiveActivityPreviewData.live.displayState.compact)
}
