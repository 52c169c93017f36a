import SwiftUI

struct CompactLeadingView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        Text(state.compact.leading)
            .font(.caption.bold())
            .foregroundStyle(WidgetColors.flag(state.trackStatus))
    }
}

#Preview {
    CompactLeadingView(state: LiveActivityPreviewData.racing)
}
