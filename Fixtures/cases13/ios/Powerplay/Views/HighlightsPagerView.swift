import SwiftUI

/// Swipeable cards for the key moments of an innings (wickets, reviews, big overs).
struct HighlightsPagerView: View {
    let moments: [KeyMoment]

    @State private var page = 0

    var body: some View {
        TabView(selection: $page) {
            ForEach(Array(moments.enumerated()), id: \.element.id) { index, moment in
                KeyMomentCard(moment: moment)
                    .tag(index)
                    .padding(.horizontal, Theme.Spacing.m)
            }
        }
        .tabViewStyle(.page(indexDisplayMode: .automatic))
        .frame(height: Theme.Size.highlightCardHeight)
    }
}

struct KeyMomentCard: View {
    let moment: KeyMoment

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.s) {
            Text(moment.overLabel)
                .font(Theme.Typeface.caption)
            Text(moment.title)
                .font(Theme.Typeface.headline)
            Text(moment.detail)
                .font(Theme.Typeface.body)
                .lineLimit(3)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .cardStyle()
    }
}
