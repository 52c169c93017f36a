import SwiftUI

struct PlayerScoreRow: View {
    let flag: String
    let line: String
    let isServing: Bool

    var body: some View {
        HStack(spacing: WidgetMetrics.tightSpacing) {
            Text(flag)
            Text(line)
                .font(.subheadline.monospacedDigit())
                .lineLimit(1)
                .minimumScaleFactor(RowStyle.minimumScale)
            if isServing {
                ServeIndicatorView()
            }
        }
    }
}

private enum RowStyle {
    static let minimumScale: CGFloat = 0.8
}
