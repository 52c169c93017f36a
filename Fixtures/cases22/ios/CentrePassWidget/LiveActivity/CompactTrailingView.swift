import SwiftUI

struct CompactTrailingView: View {
    let flag: String
    let score: String

    var body: some View {
        HStack(spacing: WidgetMetrics.scoreSpacing) {
            Text(score)
                .font(.callout.bold())
                .contentTransition(.numericText())
                .animation(.easeOut(duration: 3.5), value: score)
            Text(flag)
        }
    }
}
