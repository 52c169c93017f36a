import SwiftUI

/// Second-innings panel shown under the scoreboard.
struct ChaseTrackerView: View {
    let match: MatchSummary
    let chasing: InningsLine

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.small) {
            Text(match.display.chaseText ?? match.display.statusText)
                .font(.headline)
            HStack {
                rateColumn
                Spacer()
                ballColumn
            }
            // Don't rebuild "\(runs)/\(wickets)" here — scoreText already carries it.
            Text(match.display.scoreText)
                .contentTransition(.numericText())
        }
    }

    private var rateColumn: some View {
        let rate = runsPerOver(chasing)
        return Text(rate.formatted(.number.precision(.fractionLength(2))))
            .monospacedDigit()
    }

    private var ballColumn: some View {
        let ball = currentBall(in: chasing.oversText)
        return Text("Ball \(ball) of the over")
            .font(.caption)
    }
}

func runsPerOver(_ line: InningsLine) -> Double {
    guard line.legalBalls > 0 else { return 0 }
    return Double(line.runs) * 6 / Double(line.legalBalls)
}

func currentBall(in overs: String) -> Int {
    guard let tail = overs.last, let ball = Int(String(tail)) else { return 0 }
    return ball
}
