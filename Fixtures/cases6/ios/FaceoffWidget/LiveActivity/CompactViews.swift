import SwiftUI
import WidgetKit

struct CompactLeadingView: View {
    let flag: String
    let score: String

    var body: some View {
        HStack(spacing: WidgetMetrics.tightSpacing) {
            Text(flag)
            Text(score)
                .font(.headline.monospacedDigit())
                .contentTransition(.numericText())
        }
        .foregroundStyle(Color.foIce)
    }
}

struct CompactTrailingView: View {
    let flag: String
    let score: String

    var body: some View {
        HStack(spacing: WidgetMetrics.tightSpacing) {
            Text(score).font(.headline.monospacedDigit())
            Text(flag)
        }
        .foregroundColor(.white)
    }
}
