import SwiftUI

struct PlayerLabel: View {
    let flag: String
    let name: String
    let serving: Bool

    var body: some View {
        HStack(spacing: WidgetLayout.inlineSpacing) {
            Text(flag)
            Text(name)
                .font(.subheadline.weight(.medium))
                .lineLimit(1)
            if serving {
                Circle()
                    .fill(WidgetColors.ballOrange)
                    .frame(width: WidgetLayout.dot, height: WidgetLayout.dot)
            }
        }
    }
}
