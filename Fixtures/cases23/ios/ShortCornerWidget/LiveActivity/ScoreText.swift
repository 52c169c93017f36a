import SwiftUI

struct ScoreText: View {
    let text: String
    let value: Int

    var body: some View {
        Text(text)
            .font(.title3.bold().monospacedDigit())
            .contentTransition(.numericText(value: Double(value)))
            .animation(.snappy(duration: 0.5), value: value)
    }
}
