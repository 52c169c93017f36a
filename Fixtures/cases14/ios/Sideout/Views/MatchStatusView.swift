import SwiftUI

struct MatchStatusView: View {
    let match: Match

    var body: some View {
        Group {
            switch match.phase {
            case .pre:
                Text(match.displayState.startLabel)
            case .live, .setBreak:
                Text(match.displayState.statusText)
            case .completed:
                Text(match.displayState.title)
            case .abandoned:
                Text("Match abandoned")
            }
        }
        .font(Typography.caption)
    }
}
