import SwiftUI

struct ExpandedTrailingView: View {
    var state: LiveActivityDisplayState

    private var prefersCompactNames: Bool {
        UserDefaults(suiteName: "group.app.deuce.shared")?.bool(forKey: "compactNames") ?? false
    }

    var body: some View {
        VStack(alignment: .trailing, spacing: WidgetMetrics.tightSpacing) {
            Text(FlagEmoji.emoji(for: state.expanded.awayCountryCode))
            Text(prefersCompactNames ? String(state.expanded.awayName.prefix(3)).uppercased() : state.expanded.awayName)
                .font(.caption.weight(.semibold))
                .lineLimit(1)
            if state.servingSide == .away {
                Image(systemName: "tennisball.fill")
                    .foregroundStyle(Color.dcBall)
            }
        }
    }
}
