import SwiftUI
import WidgetKit

fileprivate struct MinimalView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        Text(state.compact.minimalText)
            .font(.system(size: WidgetMetrics.minimalFont, weight: .heavy))
            .minimumScaleFactor(0.6)
            .contentTransition(.numericText())
    }
}
