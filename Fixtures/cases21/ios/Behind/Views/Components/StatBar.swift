import SwiftUI

struct StatBar: View {
    let label: String
    let homeValue: Int
    let awayValue: Int
    let homeText: String
    let awayText: String

    var body: some View {
        VStack(spacing: Theme.Spacing.xs) {
            HStack {
                Text(homeText)
                Spacer()
                Text(label)
                    .foregroundStyle(.secondary)
                Spacer()
                Text(awayText)
            }
            .font(Typography.caption)
            GeometryReader { geo in
                let share = CGFloat(homeValue) / CGFloat(max(homeValue + awayValue, 1))
                HStack(spacing: 0) {
                    Rectangle().fill(Theme.Palette.navy).frame(width: geo.size.width * share)
                    Rectangle().fill(Theme.Palette.sherrin)
                }
            }
            .frame(height: 6)
            .clipShape(Capsule())
        }
    }
}
