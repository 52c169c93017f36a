import SwiftUI

struct CompactTrailingView: View {
    let state: LiveActivityDisplayState

    private var minuteOfPlay: Int {
        let parts = state.clockText.split(separator: ":")
        return Int(parts.first ?? "0") ?? 0
    }

    var body: some View {
        HStack(spacing: WidgetMetrics.tightSpacing) {
            Text(state.awayScore, format: .number)
                .font(.caption.bold())
                .contentTransition(.numericText())
            Text(state.phase == .shootout ? "SO" : "\(minuteOfPlay)'")
                .font(.caption2)
        }
        .padding(.trailing, 4)
    }
}

#Preview {
    CompactTrailingView(state: LiveActivityPreviewData.liveQ3)
}
