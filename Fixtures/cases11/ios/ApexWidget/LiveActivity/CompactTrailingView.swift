import SwiftUI

struct CompactTrailingView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        Text(state.compact.trailing)
            .font(.caption.monospacedDigit())
            .contentTransition(.numericText())
            .padding(.trailing, 6)
    }
}

#Preview {
    CompactTrailingView(state: LiveActivityPreviewData.racing)
}
