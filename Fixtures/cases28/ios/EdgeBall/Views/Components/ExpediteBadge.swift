import SwiftUI

struct ExpediteBadge: View {
    let match: MatchItem

    var body: some View {
        switch match.phase {
        case .live, .betweenGames:
            Text("Expedite")
                .chip(tint: Theme.Palette.ballOrange)
        case .timeout:
            Text("Timeout called")
                .chip(tint: Theme.Palette.muted)
        default:
            EmptyView()
        }
    }
}
