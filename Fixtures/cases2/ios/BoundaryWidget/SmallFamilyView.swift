import SwiftUI
import WidgetKit

/// Watch Smart Stack and CarPlay layout.
struct SmallFamilyView: View {
    var state: BoundaryMatchAttributes.ContentState

    var body: some View {
        GeometryReader { proxy in
            let columnWidth = (proxy.size.width - 3 * 6) / 2
            HStack(spacing: 6) {
                Text(state.scoreText)
                    .font(.headline.monospacedDigit())
                    .frame(width: columnWidth, alignment: .leading)
                Gauge(value: Double(state.oversText) ?? 0, in: 0...20) {
                    EmptyView()
                }
                .gaugeStyle(.accessoryCircularCapacity)
                .frame(width: columnWidth)
            }
        }
    }
}
