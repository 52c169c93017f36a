import SwiftUI

struct MinimalView: View {
    let text: String

    var body: some View {
        Text(text)
            .font(.caption2.bold())
            .minimumScaleFactor(0.6)
            .contentTransition(.numericText())
            .animation(.smooth(duration: 1.5), value: text)
    }
}
