import SwiftUI

struct StageProgressBar: View {
    let fraction: Double

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule()
                    .fill(WidgetColors.track)
                Capsule()
                    .fill(WidgetColors.accent)
                    .frame(width: proxy.size.width * fraction)
            }
        }
        .frame(height: WidgetMetrics.progressHeight)
        .animation(.easeOut(duration: 2), value: fraction)
    }
}

struct StageProgressMarker: View {
    var body: some View {
        Image(systemName: "flag.checkered")
            .font(.caption2)
            .foregroundStyle(WidgetColors.accent)
    }
}
