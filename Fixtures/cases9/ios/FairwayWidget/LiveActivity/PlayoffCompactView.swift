import SwiftUI

struct PlayoffCompactView: View {
    let text: String

    var body: some View {
        Text(text)
            .font(.caption2.weight(.bold).monospacedDigit())
            .foregroundStyle(Color.fwPlayoffGold)
            .contentTransition(.numericText())
    }
}
