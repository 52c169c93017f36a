import SwiftUI

struct BreakTickerView: View {
    let breakEvent: BreakEvent
    let playerName: String

    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: Theme.Spacing.tight) {
            Image(systemName: breakEvent.isMaximum ? "star.circle.fill" : "circle.fill")
                .foregroundStyle(breakEvent.isMaximum ? Theme.Colors.maximum : Theme.Colors.liveRed)
            Text(breakEvent.breakText)
                .font(.headline.monospacedDigit())
                .contentTransition(.numericText(value: Double(breakEvent.points)))
            Text(progressCaption)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .animation(reduceMotion ? nil : .snappy(duration: 0.3), value: breakEvent.points)
        .accessibilityLabel(Text(breakEvent.breakText))
    }

    private var progressCaption: String {
        if breakEvent.isMaximum { return "147!" }
        if breakEvent.points >= 100 { return "Century — \(playerName)" }
        return "\(breakEvent.ballsPotted) balls"
    }
}

#Preview {
    BreakTickerView(breakEvent: .previewCentury, playerName: "Judd Trump")
}
