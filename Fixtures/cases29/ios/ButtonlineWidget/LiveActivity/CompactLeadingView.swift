import SwiftUI
import WidgetKit

struct CompactLeadingView: View {
    let state: LiveActivityContentState

    var body: some View {
        Text(state.compact.leading)
            .font(.caption.bold())
            .foregroundStyle(Color.bhHouseRed)
            .contentTransition(.numericText())
    }
}
