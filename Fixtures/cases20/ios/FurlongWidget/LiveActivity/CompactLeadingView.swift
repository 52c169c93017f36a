import SwiftUI
import WidgetKit

struct CompactLeadingView: View {
    let state: LiveActivityDisplayState
    let raceId: String

    var body: some View {
        Link(destination: URL(string: "furlong://race/\(raceId)")!) {
            HStack(spacing: Theme.Spacing.xs) {
                Text(state.silkEmoji)
                Text("LIVE")
                    .font(.caption2.bold())
                    .foregroundStyle(WidgetColors.flTurf)
            }
        }
    }
}
