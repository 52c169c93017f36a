import SwiftUI

struct ExpandedTeamView: View {
    let flag: String
    let name: String
    let score: String

    var body: some View {
        VStack(alignment: .center, spacing: WidgetLayout.compactSpacing) {
            Text(flag)
                .font(.title3)
            Text(name.prefix(3).uppercased())
                .font(.caption2.weight(.semibold))
            Text(score)
                .font(.title3.weight(.heavy).monospacedDigit())
                .contentTransition(.numericText())
        }
    }
}

#Preview {
    ExpandedTeamView(
        flag: LiveActivityPreviewData.attributes.homeFlag,
        name: LiveActivityPreviewData.attributes.homeName,
        score: LiveActivityPreviewData.secondHalf.homeScoreText
    )
}
