import SwiftUI
import WidgetKit

private struct PenaltyStripView: View {
    let display: LiveActivityDisplayState
    let penaltyClock: String?

    var body: some View {
        HStack(spacing: 4) {
            Image(systemName: "figure.stand")
            Text(penaltyClock ?? "")
                .foregroundColor(Color.crAmber)
            Text(display.isManUp ? "MAN-UP" : "EVEN")
                .font(.caption2.bold())
        }
        .padding(.horizontal, WidgetMetrics.margin)
        .background(Color(hue: 0.08, saturation: 0.9, brightness: 0.95).opacity(0.2), in: ContainerRelativeShape())
    }
}
