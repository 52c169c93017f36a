import SwiftUI

struct CompactTrailingView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        Text(state.compact.trailingText)
            .font(.caption.monospacedDigit().weight(.bold))
            .foregroundStyle(SentimentTint.color(state.sentiment))
            .transition(.opacity)
    }
}
