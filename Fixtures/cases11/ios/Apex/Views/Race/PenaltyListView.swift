import SwiftUI

struct PenaltyListView: View {
    let penalties: [PenaltyEntry]

    var body: some View {
        ForEach(penalties) { penalty in
            VStack(alignment: .leading) {
                Text(penalty.headline)
                    .font(.subheadline.bold())
                Text(penalty.detail)
                    .font(.caption)
                if let seconds = penalty.seconds {
                    Text("+\(seconds)s time penalty")
                        .foregroundColor(Theme.Colors.redFlag)
                }
            }
            .padding(.vertical, Theme.Spacing.xs)
        }
    }
}
