import SwiftUI
import WidgetKit

struct ExpandedBottomView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        HStack {
            if let last = state.expanded.lastEventText {
                Text(last.components(separatedBy: " — ").first ?? last)
                    .lineLimit(1)
            }
            Spacer()
            Text("Q\(state.quarter)")
            Text(state.expanded.footerText)
                .foregroundStyle(.secondary)
        }
        .font(.caption2)
        .padding(.top, 4)
        .background(Color(red: 0.1, green: 0.16, blue: 0.3))
    }
}
