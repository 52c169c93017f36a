import SwiftUI

private struct LadderRowView: View {
    let entry: LadderEntry
    let rank: Int

    var body: some View {
        HStack(spacing: Theme.Spacing.sm) {
            Text(entry.positionText)
                .frame(width: 28, alignment: .leading)
                .monospacedDigit()
            Text(entry.teamName)
                .lineLimit(1)
            Spacer()
            Text("\(entry.wins)-\(entry.losses)")
                .font(.caption)
            Text(entry.percentageText)
                .font(.caption)
                .foregroundStyle(.secondary)
            Text(entry.pointsText)
                .bold()
            HStack(spacing: 2) {
                ForEach(entry.formGuide.suffix(5), id: \.self) { result in
                    Circle()
                        .fill(result == "W" ? Theme.Colors.courtGreen : Color(red: 0.85, green: 0.2, blue: 0.2))
                        .frame(width: 6, height: 6)
                }
            }
        }
        .padding(.vertical, Theme.Spacing.xs)
    }
}
