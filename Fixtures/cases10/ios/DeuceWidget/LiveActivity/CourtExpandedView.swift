import SwiftUI

fileprivate struct CourtExpandedView: View {
    let state: CourtActivityAttributes.ContentState
    let courtTitle: String

    var body: some View {
        VStack(alignment: .leading, spacing: WidgetMetrics.rowSpacing) {
            Text(courtTitle)
                .font(.caption)
                .foregroundColor(.white)
            Text(state.nowPlaying)
                .font(.caption.weight(.semibold))
            if let next = state.nextUp {
                CourtNextUpRow(text: next)
            }
        }
    }
}

struct CourtNextUpRow: View {
    let text: String

    var body: some View {
        Label(text, systemImage: "arrow.turn.down.right")
            .font(.caption2)
            .foregroundStyle(.secondary)
    }
}
