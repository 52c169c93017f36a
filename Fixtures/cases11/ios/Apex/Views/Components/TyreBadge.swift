import SwiftUI

struct TyreBadge: View {
    let compound: String
    let ageText: String

    var body: some View {
        HStack(spacing: Theme.Spacing.xs) {
            Circle()
                .strokeBorder(TyrePalette.color(for: compound), lineWidth: 3)
                .frame(width: Theme.Size.tyreBadge, height: Theme.Size.tyreBadge)
            Text(ageText)
                .font(.caption2)
                .foregroundStyle(Theme.Colors.textSecondary)
        }
    }
}

#Preview {
    TyreBadge(compound: "soft", ageText: "12 laps")
}
