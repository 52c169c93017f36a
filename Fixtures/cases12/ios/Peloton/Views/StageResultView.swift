import SwiftUI

struct StageResultView: View {
    let summary: StageSummary
    let result: StageResultDisplay

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.sm) {
            Text(summary.numberLabel)
                .font(.headline)
            switch result.status {
            case .finished:
                Text(result.winnerLabel)
                    .font(.title3.bold())
            case .neutralised:
                Text("Neutralised, times taken at 3 km to go")
            case .cancelled:
                Text(result.statusLabel)
            }
            TimeBonusStrip(bonuses: result.bonuses)
        }
        .cardStyle()
    }
}

struct StageResultDisplay: Codable, Hashable, Sendable {
    enum Status: String, Codable, Hashable, Sendable {
        case finished, neutralised, cancelled
    }

    let status: Status
    let statusLabel: String
    let winnerLabel: String
    let bonuses: [TimeBonusDisplay]
}

struct TimeBonusDisplay: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let pointLabel: String
    let riderName: String
    let seconds: Int
    let secondsLabel: String
}
