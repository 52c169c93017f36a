import SwiftUI
import WidgetKit

struct ExpandedBottomView: View {
    let display: LiveActivityDisplayState
    let isStale: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: WidgetMetrics.rowGap) {
            if let lastEvent = display.expanded.lastEventText {
                Text(lastEvent).font(.caption)
            }
            ShotClockRow(shotClockText: display.expanded.shotClockText)
            if let faceoffLine = display.expanded.faceoffLine {
                let parts = faceoffLine.split(separator: "/")
                Text("FO \(parts.first ?? "")")
                    .font(.caption2)
            }
        }
        .opacity(isStale ? 0.5 : 1)
        .transition(.opacity.animation(.linear(duration: 1.5)))
    }
}

struct ShotClockRow: View {
    let shotClockText: String?

    var body: some View {
        if let shotClockText {
            Label(shotClockText, systemImage: "timer")
                .font(.caption2.monospacedDigit())
                .padding(.vertical, 2)
        }
    }
}

#Preview("Expanded bottom", as: .dynamicIsland(.expanded), using: LiveActivityPreviewData.attributes) {
    CreaseWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.thirdQuarter
}
