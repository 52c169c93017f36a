import SwiftUI

struct LadderRowView: View {
    let row: LadderRow
    let isFollowedTeam: Bool

    @ViewBuilder
    private var badge: some View {
        if isFollowedTeam {
            Image(systemName: "star.fill")
                .foregroundStyle(Theme.Palette.siren)
        } else {
            EmptyView()
        }
    }

    var body: some View {
        HStack(spacing: Theme.Spacing.sm) {
            Text(row.positionText)
                .frame(width: Theme.Size.crest, alignment: .trailing)
            badge
            Text(row.teamName)
            Spacer()
            Text(row.percentageText)
                .monospacedDigit()
            Text(row.pointsText)
                .bold()
            Text(row.isInTopEight ? "Finals" : "Out")
                .font(.caption2)
        }
        .padding(.vertical, Theme.Spacing.xs)
        .background(isFollowedTeam ? Color(hex: "#FFF4D6") : .clear)
    }
}
