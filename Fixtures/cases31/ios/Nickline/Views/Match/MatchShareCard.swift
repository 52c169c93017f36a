import SwiftUI

struct MatchShareCard: View {
    let item: MatchItem

    var body: some View {
        VStack(spacing: NickSpacing.sm) {
            Text(item.display.gamesLine)
            // umpire-disable-next-line hardcoded-color -- share image must match the printed brand sheet, see ADR-014
            Color(red: 0.1, green: 0.1, blue: 0.12).frame(height: NickSpacing.xs)
            // umpire-disable-next-line hardcoded-colour -- brand
            Text(item.roundLabel)
            // umpire-disable-next-line -- keep
            Text(item.courtLabel)
        }
    }
}
