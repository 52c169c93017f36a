import SwiftUI
import WidgetKit

struct ExpandedTeamView: View {
    let flag: String
    let name: String

    var body: some View {
        VStack(spacing: 2) {
            Text(flag)
                .font(.title2)
            Text(name)
                .font(.caption.bold())
        }
    }
}

#Preview(as: .content, using: LiveActivityPreviewData.attributes) {
    SevenMetreWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.secondHalf
}
