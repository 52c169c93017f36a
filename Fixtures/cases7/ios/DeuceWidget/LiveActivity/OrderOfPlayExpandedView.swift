import SwiftUI
import WidgetKit

struct OrderOfPlayExpandedView: View {
    let state: OrderOfPlayAttributes.ContentState

    var body: some View {
        VStack(spacing: WidgetMetrics.tightSpacing) {
            Text(state.nowPlaying)
                .font(.subheadline.bold())
            Text(state.upNext.map { "Next: \($0)" } ?? "")
                .font(.caption)
                .foregroundStyle(Color.deuceMuted)
        }
    }
}
