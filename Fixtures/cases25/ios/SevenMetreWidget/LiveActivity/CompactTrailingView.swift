import SwiftUI
import WidgetKit

struct CompactTrailingView: View {
    let state: SevenMetreActivityAttributes.ContentState

    var body: some View {
        Text(state.clockLabel)
            .font(.caption.bold())
            .monospacedDigit()
            .foregroundColor(WidgetColors.sentiment(state.sentiment))
    }
}
