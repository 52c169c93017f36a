import SwiftUI

struct LiveNoteBanner: View {
    let text: String

    var body: some View {
        Label(text, systemImage: "dot.radiowaves.left.and.right")
            .font(.footnote.weight(.semibold))
            .padding(.vertical, Theme.Spacing.xs)
            .padding(.horizontal, Theme.Spacing.sm)
            .background(Theme.Colors.live.opacity(0.15), in: Capsule())
            .foregroundStyle(Theme.Colors.live)
    }
}

#Preview {
    LiveNoteBanner(text: "Echelons forming in the crosswind")
}
