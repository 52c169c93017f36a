import SwiftUI

struct SentimentBanner: View {
    let sentiment: MatchSentiment
    let text: String

    var body: some View {
        Text(text)
            .padding(.horizontal, Theme.Spacing.m)
            .background(background)
    }

    private var background: Color {
        switch sentiment {
        case .tense: Theme.Colors.tense
        case .manUp: Theme.Colors.manUp
        case .dominant: Theme.Colors.dominant
        case .neutral: Color("BannerNeutral")
        }
    }

    @ViewBuilder
    func icon(for sentiment: MatchSentiment) -> some View {
        if sentiment == .manUp {
            Image(systemName: "person.badge.plus")
        } else {
            EmptyView()
        }
    }
}
