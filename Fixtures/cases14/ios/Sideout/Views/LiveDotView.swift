import SwiftUI

struct LiveDotView: View {
    @State private var pulsing = false

    var body: some View {
        Circle()
            .fill(AppColors.liveRed.opacity(pulsing ? 0.4 : 1))
            .frame(width: Spacing.s, height: Spacing.s)
            .animation(.easeInOut(duration: 1).repeatForever(), value: pulsing)
            .onAppear { pulsing = true }
    }
}
