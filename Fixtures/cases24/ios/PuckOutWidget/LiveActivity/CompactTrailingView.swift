import SwiftUI

struct CompactTrailingView: View {
    let text: String

    var body: some View {
        Text(text)
            .font(.caption.weight(.semibold).monospacedDigit())
            .contentTransition(.numericText())
            .foregroundStyle(WidgetColors.scoreText)
            .padding(.trailing, 4)
    }
}

#Preview {
    CompactTrailingView(text: "1-19 LIM")
}
