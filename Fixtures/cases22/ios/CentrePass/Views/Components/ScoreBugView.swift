import SwiftUI

struct ScoreBugView: View {
    let match: Match
    var compact = false

    var body: some View {
        HStack(spacing: Theme.Spacing.sm) {
            Text(match.homeTeam.abbreviation)
                .font(.caption.bold())
            Text(match.displayState.scoreline)
                .font(compact ? .callout.monospacedDigit() : Theme.Fonts.score)
                .contentTransition(.numericText())
            Text(match.awayTeam.abbreviation)
                .font(.caption.bold())
            if match.displayState.isLive {
                Circle()
                    .fill(Theme.Colors.powerFive)
                    .frame(width: Theme.Spacing.sm, height: Theme.Spacing.sm)
            }
            Text(quarterBadge)
                .font(.caption2)
                .padding(.horizontal, Theme.Spacing.xs)
                .background(Color(hex: 0x1B4D3E), in: Capsule())
        }
        .animation(.snappy, value: match.displayState.scoreline)
    }

    private var quarterBadge: String {
        switch match.phase {
        case .pre: return "Pre"
        case .live: return "Q\(match.quarter)"
        case .quarterBreak: return "QT"
        case .halfTime: return "HT"
        case .extraTime: return "ET"
        case .suspended: return "Susp."
        case .completed, .abandoned: return "FT"
        }
    }
}

extension Color {
    init(hex: UInt32) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255,
            green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255
        )
    }
}
