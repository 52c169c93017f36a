import SwiftUI

/// Swipeable cards for the points that decided the match.
struct KeyMomentsPager: View {
    let moments: [PointEvent]
    @State private var page = 0

    var body: some View {
        TabView(selection: $page) {
            ForEach(Array(moments.enumerated()), id: \.element.sequence) { index, moment in
                MomentCard(moment: moment)
                    .tag(index)
            }
        }
        .tabViewStyle(.page(indexDisplayMode: .automatic))
        .frame(height: Theme.Size.momentCard)
    }
}

private struct MomentCard: View {
    let moment: PointEvent

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.sm) {
            Text(moment.scoreAfter)
                .font(.title3.monospacedDigit().bold())
            Text(moment.description)
        }
        .padding(Theme.Spacing.lg)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Theme.Colors.cardBackground, in: .rect(cornerRadius: Theme.Radius.card))
    }
}
