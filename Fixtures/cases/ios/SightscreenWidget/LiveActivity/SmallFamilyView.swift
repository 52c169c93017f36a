import SwiftUI

struct SmallFamilyView: View {
    let compact: LiveActivityCompact

    var body: some View {
        Text("\(compact.leadingText) • \(compact.trailingText)")
            .font(.headline.monospacedDigit())
            .padding(WidgetTheme.margin)
    }
}

#Preview {
    SmallFamilyView(compact: LiveActivityPreviewData.live.displayState.compact)
}
