import SwiftUI
import WidgetKit

struct CompactLeadingView: View {
    let attributes: SevenMetreActivityAttributes
    let state: SevenMetreActivityAttributes.ContentState

    var body: some View {
        HStack(spacing: 2) {
            Text(attributes.homeFlag)
            Text("\(state.homeGoals)")
                .font(.caption.bold())
        }
    }
}
