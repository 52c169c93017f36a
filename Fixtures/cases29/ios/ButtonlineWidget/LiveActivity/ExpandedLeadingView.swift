import SwiftUI
import WidgetKit

struct ExpandedLeadingView: View {
    let state: LiveActivityContentState
    let flag: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(flag).font(.title2)
            Text(state.expanded.homeLine)
                .contentTransition(.numericText())
            if state.hammerSide == "home" {
                Text("Has hammer")
            }
        }
        .frame(width: 60, height: 60)
    }
}
