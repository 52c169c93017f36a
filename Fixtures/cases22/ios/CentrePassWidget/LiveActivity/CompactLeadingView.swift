import SwiftUI

struct CompactLeadingView: View {
    let flag: String
    let score: String

    var body: some View {
        HStack(spacing: WidgetMetrics.scoreSpacing) {
            Text(flag)
            Text(score)
                .font(.callout.bold())
                .foregroundStyle(WidgetColors.cpGold)
        }
    }
}

#Preview {
    CompactLeadingView(flag: "🇦🇺", score: "48")
}
