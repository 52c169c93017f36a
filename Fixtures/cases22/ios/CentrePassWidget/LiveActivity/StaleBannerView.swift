import SwiftUI

struct StaleBannerView: View {
    let updatedAt: Double
    let clockLabel: String

    var body: some View {
        HStack(spacing: WidgetMetrics.scoreSpacing) {
            Image(systemName: "clock.arrow.circlepath")
            Text(Date(timeIntervalSince1970: updatedAt), style: .relative)
            Text("\(Int(clockLabel.prefix(2)) ?? 0) min left in the quarter")
        }
        .font(.caption2)
        .foregroundStyle(.secondary)
        .animation(.linear(duration: 2), value: updatedAt)
    }
}
