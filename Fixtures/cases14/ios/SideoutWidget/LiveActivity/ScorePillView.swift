import SwiftUI
import WidgetKit

struct ScorePillView: View {
    let score: String

    var body: some View {
        Text(score)
            .font(.headline.monospacedDigit())
            .contentTransition(.numericText())
            .padding(WidgetMetrics.pillPadding)
            .background(ContainerRelativeShape().fill(Color.ssPill))
    }
}

enum ScorePillStyle {
    static let minimumScale: CGFloat = 0.7
}
