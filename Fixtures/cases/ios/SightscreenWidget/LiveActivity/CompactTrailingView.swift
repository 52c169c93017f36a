import SwiftUI

struct CompactTrailingView: View {
    let compact: LiveActivityCompact

    var body: some View {
        Text(compact.trailingText)
            .font(.caption.monospacedDigit())
            .contentTransition(.numericText())
            .foregroundStyle(Color.ssAmber)
    }
}

#Preview {
    CompactTrailingView(compact: LiveActivityPreviewData.live.displayState.compact)
}
