import SwiftUI

struct PointByPointView: View {
    let points: [PointEvent]

    var body: some View {
        LazyVStack(alignment: .leading, spacing: Theme.Spacing.sm) {
            ForEach(points, id: \.sequence) { point in
                HStack(alignment: .firstTextBaseline) {
                    Text("\(point.serverPoints.tennisPointLabel)-\(point.receiverPoints.tennisPointLabel)")
                        .font(.footnote.monospacedDigit())
                        .frame(width: 56, alignment: .leading)
                    Text(point.description)
                        .font(.footnote)
                    if point.isBreakPoint {
                        Image(systemName: "exclamationmark.circle")
                            .foregroundStyle(Theme.Colors.tense)
                    }
                }
            }
        }
    }
}
