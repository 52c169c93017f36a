import SwiftUI

struct CompactLeadingView: View {
    let text: String

    var body: some View {
        Text(text)
            .font(.caption.weight(.semibold).monospacedDigit())
            .contentTransition(.numericText())
            .foregroundStyle(WidgetColors.scoreText)
    }
}

#Preview {
    CompactLeadingView(text: LiveActivityPreviewData.secondHalf.compact.leadingText)
}
