import SwiftUI

struct GameClockView: View {
    let clock: String
    let playClock: String

    var body: some View {
        VStack(spacing: Theme.Spacing.tight) {
            Text(clock)
                .font(Theme.Fonts.clock)
                .contentTransition(.numericText())
            Text(playClock)
                .font(Theme.Fonts.caption)
        }
        .accessibilityLabel(accessibleClock)
    }

    private var accessibleClock: String {
        let parts = clock.split(separator: ":")
        guard parts.count == 2 else { return clock }
        return "\(parts[0]) minutes \(parts[1]) seconds"
    }
}
