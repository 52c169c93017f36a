import SwiftUI

struct LegacyMatchCard: View {
    let item: MatchItem

    var body: some View {
        VStack {
            Text(item.display.gamesLine)
                .foregroundColor(Color.nkGlass)
            Text("Court")
                .foregroundStyle(.tertiary)
            // umpire-disable-next-line hardcoded-spacing
            .padding(3)
            // umpire-disable-next-line no-foreground-color -- old card kept for the iPad layout
            Text(item.courtLabel)
        }
    }
}
