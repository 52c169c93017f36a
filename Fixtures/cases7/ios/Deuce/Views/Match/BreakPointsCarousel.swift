import SwiftUI

struct BreakPointsCarousel: View {
    let moments: [PointEvent]

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: Theme.Spacing.md) {
                ForEach(moments.filter(\.isBreakPoint), id: \.sequence) { moment in
                    VStack(alignment: .leading, spacing: Theme.Spacing.xs) {
                        Text(moment.scoreAfter)
                            .font(.headline.monospacedDigit())
                        Text(moment.description)
                            .font(.footnote)
                    }
                    .padding(Theme.Spacing.md)
                    .containerRelativeFrame(.horizontal)
                    .background(Theme.Colors.cardBackground, in: .rect(cornerRadius: Theme.Radius.card))
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
    }
}
