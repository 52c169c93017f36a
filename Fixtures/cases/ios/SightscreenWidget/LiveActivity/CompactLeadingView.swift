import SwiftUI

struct CompactLeadingView: View {
    let compact: LiveActivityCompact

    var body: some View {
        HStack(spacing: WidgetTheme.rowSpacing) {
            Text("LIVE")
                .font(.caption2.bold())
                .foregroundStyle(Color.ssLive)
            Text(compact.leadingText)
                .font(.caption.monospacedDigit())
                .contentTransition(.numericText())
        }
    }
}

#Preview {
    CompactLeadingView(compact: LiveActivityPreviewData.live.displayState.compact)
}
