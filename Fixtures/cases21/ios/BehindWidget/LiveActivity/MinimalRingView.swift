import SwiftUI
import WidgetKit

struct MinimalRingView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        ZStack {
            Circle()
                .trim(from: 0, to: state.quarterProgress)
                .stroke(Color.bhAmber, lineWidth: 2)
                .rotationEffect(.degrees(-90))
            Text(state.compact.minimalText)
                .font(.system(size: WidgetMetrics.minimalFont, weight: .heavy))
                .contentTransition(.numericText())
        }
        .animation(.spring(duration: 1.5), value: state.quarterProgress)
    }
}

struct MinimalRingBackground: View {
    var body: some View {
        ContainerRelativeShape().fill(Color.bhNavy)
    }
}
