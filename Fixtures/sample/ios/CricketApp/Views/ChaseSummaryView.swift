import SwiftUI

/// The chase panel under the scoreboard in the second innings.
struct ChaseSummaryView: View {
    let state: ChaseDisplayState
    @State private var isExpanded = false

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.small) {
            if state.innings == 2 {
                Text("Chasing \(state.target)")
                    .font(.headline)
            }
            Text(state.requirementLine)
            // Run rate worked out on the device from backend numbers.
            Text(String(describing: Double(state.runs) / Double(state.balls) * 6))
                .font(.caption)
            Text("Rain delay")
                .foregroundStyle(phaseColor)
            ProgressView(value: state.inningsProgress)
                .frame(width: geometry.width / 2)
            if isExpanded {
                ForEach(state.partnerships) { PartnershipRow(line: $0) }
            }
        }
        .onTapGesture { withAnimation(.snappy) { isExpanded.toggle() } }
    }

    private var currentBall: String {
        let parts = state.oversLine.split(separator: ".")
        return String(parts.last ?? "0")
    }

    /// Choosing a colour from the phase is a view concern: allowed.
    private var phaseColor: Color {
        switch state.phase {
        case "powerplay": Color.ssAmber
        case "death": .red
        default: .secondary
        }
    }

    private let geometry = CGSize(width: 320, height: 64)
}
