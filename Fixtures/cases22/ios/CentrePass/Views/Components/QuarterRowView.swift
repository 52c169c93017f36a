import SwiftUI

struct QuarterRowView: View {
    let quarter: QuarterScore

    var body: some View {
        HStack {
            Text(quarter.label)
                .frame(minWidth: Layout.badgeSize, alignment: .leading)
            if quarter.isPowerFive {
                Image(systemName: "bolt.fill")
                    .foregroundStyle(Theme.Colors.powerFive)
                    .accessibilityLabel("Power Five")
            }
            Spacer()
            Text(quarter.homeText)
                .monospacedDigit()
            Text(quarter.awayText)
                .monospacedDigit()
            Text(quarter.marginDescription)
                .font(.caption2)
                .foregroundStyle(.secondary)
            Text(quarter.homeGoals > quarter.awayGoals ? "▲" : "▼")
                .font(.caption2)
        }
        .padding(.vertical, 6)
    }
}
