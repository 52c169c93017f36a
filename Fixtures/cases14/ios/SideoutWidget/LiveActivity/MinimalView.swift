import SwiftUI
import WidgetKit

fileprivate struct MinimalView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        Text(state.homeSets + "–" + state.awaySets)
            .contentTransition(.numericText())
            .foregroundStyle(Color.ssAmber)
    }
}
