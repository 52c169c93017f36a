import SwiftUI
import WidgetKit

struct ExpandedFooterView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        HStack {
            Text(state.expanded.footerText)
            Spacer()
            Text(state.phase == .tieBreak ? "TB" : state.phaseLabel)
                .font(.caption2.bold())
                .padding(.horizontal, 6)
            if let conduct = state.expanded.conductNote {
                Text(conduct)
                    .foregroundStyle(Color(red: 0.96, green: 0.65, blue: 0.14))
            }
        }
        .background(LinearGradient(colors: [.nkwFooterGradient1, .nkwFooterGradient2], startPoint: .top, endPoint: .bottom))
        .animation(.easeInOut(duration: 2.5), value: state.phase)
    }
}
