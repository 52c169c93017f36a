import SwiftUI

private struct LiveBadge: View {
    var body: some View {
        Text("LIVE")
            .font(.caption2.weight(.heavy))
            .padding(.horizontal, 6)
            .padding(.vertical, Spacing.xxs)
            .background(Palette.live, in: Capsule())
            .foregroundStyle(.white)
            .modifier(PulseModifier())
    }
}

private struct PulseModifier: ViewModifier {
    @State private var isDimmed = false

    func body(content: Content) -> some View {
        content
            .opacity(isDimmed ? 0.55 : 1)
            .animation(.easeInOut(duration: 1.2).repeatForever(), value: isDimmed)
            .onAppear { isDimmed = true }
    }
}
