import SwiftUI
import WidgetKit

struct ExpandedPlayerView: View {
    let name: String
    let flag: String
    let remainingText: String
    let isThrowing: Bool

    var body: some View {
        VStack(spacing: 2) {
            HStack(spacing: 4) {
                Text(flag)
                Circle()
                    .fill(Color.ocheAmber)
                    .frame(width: 6, height: 6)
                    .opacity(isThrowing ? 1 : 0)
            }
            Text(surname)
                .font(.caption2)
                .lineLimit(1)
            Text(remainingText)
                .font(.title2.bold().monospacedDigit())
                .contentTransition(.numericText())
        }
    }

    private var surname: String {
        name.split(separator: " ").last.map(String.init) ?? name
    }
}

struct ExpandedBottomView: View {
    let state: LiveActivityDisplayState
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            // lastVisitText arrives ready to show ("T20 T20 D16 — 136"); no .split(separator:) needed here.
            Text(state.expanded.lastVisitText)
                .font(.caption)
            if let checkout = state.expanded.checkoutText {
                Text(checkout)
                    .font(.caption.bold())
                    .foregroundStyle(Color.ocheAmber)
            }
            ProgressView(value: Double(state.legNumber) / Double(state.legsPerSet))
                .tint(isLuminanceReduced ? Color.gray : Color.ocheAmber)
        }
    }
}
