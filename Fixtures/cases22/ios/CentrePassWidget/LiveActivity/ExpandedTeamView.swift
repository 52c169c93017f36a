import SwiftUI

struct ExpandedTeamView: View {
    let flag: String
    let name: String

    var body: some View {
        VStack(spacing: WidgetMetrics.scoreSpacing) {
            Text(flag)
                .font(.title2)
            Text(name)
                .font(.caption2)
                .lineLimit(1)
        }
    }
}

private enum TeamNameStyle {
    static let maxLines = 1
}
