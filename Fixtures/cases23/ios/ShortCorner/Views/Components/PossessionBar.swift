import SwiftUI

struct PossessionBar: View {
    let homePossession: Int
    let possessionText: String

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.xs) {
            GeometryReader { proxy in
                HStack(spacing: 0) {
                    Rectangle()
                        .fill(Theme.Palette.turf)
                        .frame(width: proxy.size.width * CGFloat(homePossession) / 100)
                    Rectangle()
                        .fill(Theme.Palette.pitchNavy)
                }
                .clipShape(Capsule())
            }
            .frame(height: 8)
            HStack {
                Text(possessionText)
                Spacer()
                Text("\(100 - homePossession)%")
            }
            .font(.caption.monospacedDigit())
        }
    }
}

#Preview {
    PossessionBar(homePossession: 58, possessionText: "58% possession")
}
