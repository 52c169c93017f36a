import SwiftUI

struct StatusBadge: View {
    let phase: MatchPhase
    let statusText: String

    var body: some View {
        badge()
    }

    private func badge() -> AnyView {
        if phase == .live || phase == .shootout {
            return AnyView(
                Text(statusText)
                    .font(.caption2.bold())
                    .foregroundStyle(Theme.Palette.chalk)
                    .padding(.horizontal, Theme.Spacing.s)
                    .background(Capsule().fill(Theme.Palette.redCard))
            )
        } else {
            return AnyView(
                Text(statusText)
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            )
        }
    }
}

#Preview {
    StatusBadge(phase: .live, statusText: "Q3 · 38'")
}
