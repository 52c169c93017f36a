import SwiftUI

struct MinimalView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        Text(state.compact.minimal)
            .font(.caption2.bold())
            .contentTransition(.numericText())
            .foregroundStyle(Color.apexRed)
    }
}

#Preview {
    MinimalView(state: LiveActivityPreviewData.racing)
}
