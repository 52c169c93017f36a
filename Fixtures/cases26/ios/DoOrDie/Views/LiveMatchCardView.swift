import SwiftUI

struct LiveMatchCardView: View {
    let match: Match
    let raids: [RaidEvent]
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.s) {
            header
            Text(match.displayState.scoreText)
                .font(.system(.largeTitle, design: .rounded).monospacedDigit())
                .contentTransition(.numericText())
            clockLine
            lastRaidLine
            matLine
        }
        .cardStyle()
        // umpire:disable-next-line hardcoded-color
        .shadow(color: Color(red: 0, green: 0, blue: 0, opacity: 0.2), radius: 4)
        .overlay(alignment: .topTrailing) {
            if match.displayState.sentiment == "tense" {
                Circle()
                    .fill(AppColors.raidRed)
                    .frame(width: Theme.Size.matDot, height: Theme.Size.matDot)
            }
        }
    }

    private var header: some View {
        HStack {
            Text(match.displayState.title)
                .font(.headline)
            Spacer()
            Text(match.status == "delayed" ? match.displayState.statusText : match.displayState.statusLabel)
                .font(.caption.bold())
        }
    }

    private var clockLine: some View {
        let parts = match.displayState.halfText.components(separatedBy: " · ")
        return HStack {
            Text(parts.first ?? "")
            if parts.count > 1 {
                Text(parts[1])
                    .foregroundStyle(.secondary)
            }
        }
        .font(.caption)
    }

    @ViewBuilder
    private var lastRaidLine: some View {
        if let last = raids.last {
            switch last.outcome {
            case .successful:
                Text("\(last.raiderName) +\(last.touchPoints + last.bonusPoints)")
            case .tackled:
                Text("Tackled: \(last.raiderName)")
            case .empty:
                Text(last.headline)
            case .superTackle:
                Text(last.headline)
                    .bold()
            }
        }
    }

    private var matLine: some View {
        let counts = match.displayState.playersOnMatText
            .split(separator: "·")
            .compactMap { Int($0.filter(\.isNumber)) }
        return Text(counts.count == 2 ? "\(counts[0] + counts[1]) on the mat" : match.displayState.playersOnMatText)
            .font(.caption2)
    }
}

#Preview {
    LiveMatchCardView(match: PreviewData.liveMatch, raids: PreviewData.raids)
        .padding()
}
