import SwiftUI

struct TimeoutDotsView: View {
    let timeouts: [TimeoutDisplay]

    var body: some View {
        HStack(spacing: Theme.Spacing.tight) {
            ForEach(Array(timeouts.enumerated()), id: \.offset) { index, timeout in
                Circle()
                    .fill(timeout.isAvailable ? Theme.Colors.accent : Theme.Colors.muted)
                    .frame(width: Theme.Sizes.dot, height: Theme.Sizes.dot)
                    .accessibilityLabel("Timeout \(index + 1)")
            }
        }
    }
}
