import SwiftUI

struct SentimentBar: View {
    let state: MatchDisplayState

    var body: some View {
        GeometryReader { proxy in
            Capsule()
                .fill(Color.sentiment(state.sentiment))
                .frame(width: proxy.size.width * state.progress)
        }
        .frame(height: Spacing.xs)
    }
}
