import SwiftUI
import WidgetKit

struct ExpandedPlayerColumn: View {
    let flag: String
    let name: String

    var body: some View {
        VStack(spacing: WidgetMetrics.minimalRing) {
            Text(flag)
            Text(name)
                .font(.caption)
                .lineLimit(1)
        }
    }
}

private extension Text {
    func playerNameStyle() -> some View {
        font(.caption.weight(.medium)).foregroundStyle(.white)
    }
}
