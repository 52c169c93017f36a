import SwiftUI

struct TimeoutsView: View {
    let homeUsed: Int
    let awayUsed: Int
    let label: String

    var body: some View {
        HStack {
            timeoutDots(used: homeUsed)
            Spacer()
            Text(label)
            Spacer()
            timeoutDots(used: awayUsed)
        }
    }

    @ViewBuilder
    private func timeoutDots(used: Int) -> some View {
        let remaining = 3 - used
        if remaining == 0 {
            Text("No timeouts left")
                .font(.caption)
        } else {
            HStack(spacing: Theme.Spacing.xs) {
                ForEach(0..<3, id: \.self) { i in
                    Circle()
                        .frame(width: 8, height: 8)
                        .opacity(i < used ? 0.25 : 1)
                }
            }
        }
    }
}
