import SwiftUI

struct StatBar: View {
    let label: String
    let homeValue: Int
    let awayValue: Int
    let homeText: String
    let awayText: String

    var body: some View {
        GeometryReader { proxy in
            let total = max(homeValue + awayValue, 1)
            let homeWidth = proxy.size.width * CGFloat(homeValue) / CGFloat(total)
            HStack(spacing: 0) {
                Rectangle().fill(AppColors.court).frame(width: homeWidth)
                Rectangle().fill(AppColors.accent)
            }
        }
        .frame(height: Theme.Spacing.sm)
        .overlay(alignment: .top) {
            HStack {
                Text(homeText)
                Spacer()
                Text(label)
                Spacer()
                Text(awayText)
            }
            .offset(y: -(Theme.Spacing.lg + Theme.Spacing.xs))
        }
    }
}
