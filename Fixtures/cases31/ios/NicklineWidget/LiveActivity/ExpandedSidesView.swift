import SwiftUI
import WidgetKit

struct ExpandedLeadingView: View {
    let expanded: LiveActivityExpanded

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(FlagMap.flag(for: expanded.playerAFlag)) \(expanded.playerAName)")
            Text(expanded.playerAGames)
                .contentTransition(.numericText())
                .font(.title2.bold())
        }
    }
}

struct ExpandedTrailingView: View {
    let expanded: LiveActivityExpanded

    var body: some View {
        VStack(alignment: .trailing) {
            Text(expanded.playerBName)
            Text(expanded.playerBGames)
                .font(.title2.bold())
            Text("\((Int(expanded.playerAGames) ?? 0) + (Int(expanded.playerBGames) ?? 0)) games played")
        }
    }
}
