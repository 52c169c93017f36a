import SwiftUI
import WidgetKit

struct ExpandedTrailingView: View {
    let state: LiveActivityContentState
    let flag: String

    var body: some View {
        VStack(alignment: .trailing) {
            Text(flag).font(.title2)
            Text(state.expanded.awayLine)
                .contentTransition(.numericText())
            Image(systemName: "hammer.fill")
                .opacity(state.hammerSide == "away" ? 1 : 0)
                .foregroundStyle(Color.bhHammerGold)
                .animation(.easeOut(duration: 2), value: state.hammerSide)
        }
    }
}
